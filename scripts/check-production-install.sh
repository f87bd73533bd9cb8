#!/usr/bin/env bash
# Proves that a production install serves pages: every module the server loads at
# run time (server/**, and the externals of the built dist/server/entry-server.js)
# must be a `dependency`, or `npm ci --omit=dev` leaves it out and the first page
# fails. Copies the repository's files (no node_modules) and the `dist/` built
# beforehand by the normal install to a temporary folder, installs there without
# devDependencies, starts the server on a free port with a fresh data folder and
# checks that `/` answers 200 with its <h1> (and that /api/docs serves Swagger UI). Run from `.ci/run` after `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if [ ! -f dist/server/entry-server.js ] || [ ! -f dist/client/.vite/manifest.json ]; then
  echo "check-production-install: build first (npm run build); dist/ is missing" >&2
  exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/itbd-prod-install-XXXXXX")
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# What a clean clone holds (tracked files, plus new ones not yet committed), then the build.
# dist/ sits inside the copy: the renderer's bare imports resolve from its own location,
# so they must find the copy's production node_modules, not this checkout's.
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
  tar --null -T - -cf - | tar -xf - -C "$work/"
cp -R dist "$work/dist"

echo "check-production-install: npm ci --omit=dev in $work"
(cd "$work" && scripts/node24.sh npm ci --omit=dev --no-audit --no-fund --loglevel=error)

port=$(scripts/node24.sh node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")
mkdir "$work/data"
log="$work/server.log"
(cd "$work" && PORT="$port" HOST=127.0.0.1 STATIC_DIR="$work/dist" DATA_DIR="$work/data" exec scripts/node24.sh node server/main.ts) >"$log" 2>&1 &
server_pid=$!

url="http://127.0.0.1:$port/"
page="$work/page.html"
status=000
for _ in $(seq 1 120); do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  status=$(curl -s -o "$page" -w '%{http_code}' "$url" || true)
  [ "$status" != 000 ] && break
  sleep 0.5
done

fail() {
  echo "check-production-install: FAILED: $*" >&2
  echo "--- server log ---" >&2
  tail -n 40 "$log" >&2
  exit 1
}
[ "$status" = 200 ] || fail "GET / answered ${status} (000: no answer)"
grep -q '<h1' "$page" || fail "GET / has no <h1>"
# The API reference's page and Swagger UI's files come from node_modules at run time too.
for path in /api/docs /api/docs/swagger-ui-dist/swagger-ui-bundle.js; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path" || true)
  [ "$code" = 200 ] || fail "GET $path answered $code"
done
echo "check-production-install: GET / answered 200 with its <h1>: $(grep -o '<h1[^>]*>[^<]*' "$page" | head -n 1 | sed 's/<h1[^>]*>//')"
