#!/usr/bin/env bash
# The scaling figure of docs/spark.md: the job jar on local[1] and on local[2], the same games,
# with wall clock, the JVM's CPU time and the load average beside each run.
# Usage: spark/bench/scaling.sh SPARK_CLASSPATH [GAME] [GAMES]   (after mvn -pl spark -am package)
# SPARK_CLASSPATH: Spark's jars, e.g. "$SPARK_HOME/jars/*"
set -euo pipefail
cd "$(dirname "$0")/../.."
cp="$1"; game="${2:-desperate-gods}"; games="${3:-1000}"
jar="$(ls spark/target/ply-spark-*-job.jar)"
flags="$(sed -n '/<spark.java17.flags>/,/<\/spark.java17.flags>/p' spark/pom.xml | sed 's/<[^>]*>//g' | tr -s ' \n' ' ')"
for master in 'local[1]' 'local[2]'; do
  out="$(mktemp -d)/out"
  echo "== $game, $games games, $master; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  # shellcheck disable=SC2086
  SPARK_LOCAL_IP=127.0.0.1 /usr/bin/time -f "process: %e s wall, %U s user + %S s sys" \
    java $flags -cp "$cp:$jar" -Dspark.master="$master" dev.ply.spark.SparkSimulate "$game" \
    --games "$games" --seed 1 --partitions 8 --out "$out" 2>&1 >"$out.json" | grep -E '^ply-spark|^process' || true
  grep -A3 '"timing"' "$out.json" | tr -s ' \n' ' '; echo
  echo "   load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
  rm -rf "$(dirname "$out")"
done
