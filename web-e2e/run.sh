#!/usr/bin/env bash
# End-to-end test of the web table in headless Chromium. Expects the samples jar to be built
# (mvn -B -q package -pl samples -am -DskipTests); builds nothing itself. Installs Debian's
# chromium and the npm packages (playwright-core only, from package-lock.json) when missing.
# Exits non-zero on failure. Screenshots go to web-e2e/out/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

if ! ls ../samples/target/ply-samples-*-all.jar >/dev/null 2>&1; then
  echo "web-e2e: no samples jar; build it first: mvn -B -q package -pl samples -am -DskipTests" >&2
  exit 2
fi
# From Maven (mvn verify) on a developer's machine that cannot install packages, say so and skip;
# in CI (CI=true) or as root the browser and node are installed as needed.
if [ "${1:-}" = "--from-maven" ] && [ "${CI:-}" != "true" ] && [ "$(id -u)" != "0" ] \
    && { [ ! -x /usr/bin/chromium ] || ! command -v node >/dev/null 2>&1; }; then
  echo "web-e2e: SKIPPED: no chromium or node here and no root to install them; run web-e2e/run.sh where they are" >&2
  exit 0
fi
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "web-e2e: installing node and npm" >&2
  apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nodejs npm >/dev/null
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "web-e2e: installing Debian's chromium" >&2
  apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null
fi
if [ ! -d node_modules/playwright-core ]; then
  # playwright-core ships no browser and downloads none; the variable makes sure of it
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
fi

mkdir -p out
cleanup() {
  # stop the server if the test runner could not (it records its pid)
  if [ -f out/server.pid ]; then
    pid="$(cat out/server.pid)"
    if kill -0 "$pid" 2>/dev/null; then kill "$pid" 2>/dev/null || true; fi
    rm -f out/server.pid
  fi
}
trap cleanup EXIT
timeout 180 node --test --test-reporter=spec e2e.test.mjs
