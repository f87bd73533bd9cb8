#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH. The system Node may be older (this
# machine kind ships Node 20, on which Vitest 5, msw 3 and jsdom 31 crash), so
# when it is, Node 24 is fetched once from the npm registry (the `node` package)
# into a cache folder outside the checkout. The system's Node is never replaced.
set -euo pipefail

want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  home="${ITBD_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/itbd-node-$want}"
  bin="$home/node_modules/node/bin"
  if [ ! -x "$bin/node" ] || [ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" != "$want" ]; then
    echo "node24: fetching Node $want into $home" >&2
    mkdir -p "$home"
    npm install --prefix "$home" --no-save --no-audit --no-fund --loglevel=error "node@^$want" >&2
  fi
  export PATH="$bin:$PATH"
fi
exec "$@"
