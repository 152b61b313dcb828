#!/usr/bin/env bash
# Builds and runs the two projects outside the reactor as a user would, against Ply installed into a
# throw-away local Maven repository (never the shared ~/.m2): the published modules are installed there
# with the release profile's sources and Javadoc jars (Javadoc fails on any warning) but unsigned and
# without tests (`mvn verify` ran them), the installed POMs are checked (flattened: no parent, no ${...}),
# then examples/my-game is built and tested, simulated and replayed through `./ply --games-path`, and
# examples/frontend is built and run on the module path. Run it after `mvn verify` (it uses the ply jar
# that built). Usage: examples/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
published=(ply-bom ply-core ply-desperate-gods ply-heroquest ply-dungeon-lords ply-munchkin ply-spark)
libraries=(ply-core ply-desperate-gods ply-heroquest ply-dungeon-lords ply-munchkin ply-spark)

tmp="$(mktemp -d /tmp/ply-examples.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
repo="$tmp/repository"
t0=$SECONDS
# A hard-linked copy of ~/.m2/repository (fast, no downloads again); the few files Maven rewrites in place
# (_remote.repositories, *.properties, metadata) are copied for real so that nothing reaches ~/.m2.
if [ -d "$HOME/.m2/repository" ] && cp -al "$HOME/.m2/repository" "$repo" 2>/dev/null; then
  find "$repo" -type f ! -name '*.jar' ! -name '*.pom' -exec sh -c 'for f; do cp -p "$f" "$f.t" && mv -f "$f.t" "$f"; done' _ {} +
else
  rm -rf "$repo"
  if [ -d "$HOME/.m2/repository" ]; then cp -a "$HOME/.m2/repository" "$repo"; else mkdir -p "$repo"; fi
fi
mvn_tmp() { mvn -B -q -Dstyle.color=never -Dmaven.repo.local="$repo" "$@"; }

echo "examples: installing the published modules into $repo" >&2
mvn_tmp install -Prelease -Dgpg.skip -DskipTests -Dply.e2e.skip=true \
  -pl bom,core,games-desperate-gods,games-heroquest,games-dungeon-lords,games-munchkin,spark

version="$(sed -n 's|.*<artifactId>ply-parent</artifactId><version>\([^<]*\)</version>.*|\1|p' core/pom.xml | head -1)"
bom_version="$(sed -n 's|^  <version>\([^<]*\)</version>|\1|p' bom/pom.xml | head -1)"
[ "$version" = "$bom_version" ] || { echo "examples: bom/pom.xml has version $bom_version, the reactor $version" >&2; exit 1; }
for a in "${published[@]}"; do
  pom="$repo/dev/ply/$a/$version/$a-$version.pom"
  [ -f "$pom" ] || { echo "examples: $a was not installed" >&2; exit 1; }
  if grep -q '\${' "$pom" || grep -q '<parent>' "$pom"; then
    echo "examples: $pom is not flattened (a \${...} or a <parent> is left)" >&2; exit 1
  fi
done
for a in "${libraries[@]}"; do
  for c in sources javadoc; do
    [ -s "$repo/dev/ply/$a/$version/$a-$version-$c.jar" ] || { echo "examples: no $c jar for $a" >&2; exit 1; }
  done
done
bom="$repo/dev/ply/ply-bom/$version/ply-bom-$version.pom"
listed="$(sed -n 's|^ *<artifactId>\(.*\)</artifactId>|\1|p' "$bom" | grep -v '^ply-bom$' | sort | tr '\n' ' ')"
expected="$(printf '%s\n' "${libraries[@]}" | sort | tr '\n' ' ')"
others="$(grep '<groupId>' "$bom" | grep -vc '<groupId>dev.ply</groupId>' || true)"
if [ "$listed" != "$expected" ] || [ "$others" != "0" ]; then
  echo "examples: ply-bom must list exactly Ply's libraries ($expected), it lists: $listed" >&2; exit 1
fi
echo "examples: ${#published[@]} artifacts installed, flattened, with sources and Javadoc ($((SECONDS - t0)) s)" >&2

t1=$SECONDS
echo "examples: examples/my-game (its own tests run)" >&2
# the examples' POMs name a Ply version for whoever copies them; here they build against this reactor's
mvn_tmp -f examples/my-game/pom.xml clean verify -Dply.version="$version"
jar="$root/examples/my-game/target/my-game-1.0.0-SNAPSHOT.jar"
./ply games --games-path "$jar" | grep -q '^lowest-unique-bid ' || { echo "examples: ply games does not list lowest-unique-bid" >&2; exit 1; }
PLY_GAMES_PATH="$jar" ./ply simulate lowest-unique-bid --players 3 --games 20 --seed 18 --agents mcts:50,random,random --save-logs "$tmp/logs" >/dev/null
./ply replay "$tmp/logs/game-00001.json" --verify --games-path "$root/examples/my-game/target"
echo "examples: my-game built, tested, simulated and replayed through ply --games-path ($((SECONDS - t1)) s)" >&2

t2=$SECONDS
echo "examples: examples/frontend (on the module path)" >&2
mvn_tmp -f examples/frontend/pom.xml clean verify -Dply.version="$version"
echo "examples: frontend built and run ($((SECONDS - t2)) s); all examples passed in $((SECONDS - t0)) s" >&2
