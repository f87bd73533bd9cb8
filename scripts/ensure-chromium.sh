#!/usr/bin/env bash
# Makes sure a Chromium is there for the e2e suite, the screenshots and the
# bench: CHROMIUM_PATH or /usr/bin/chromium when present, else Debian's
# `chromium` package when running as root. Playwright's own browser download
# is not used: its hosts are out of reach on the closed network.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then exit 0; fi
done

if [ "$(id -u)" -ne 0 ] || [ ! -f /etc/debian_version ] || ! command -v apt-get >/dev/null; then
  echo "ensure-chromium: no Chromium found. Install one (Debian: apt-get install chromium)" >&2
  echo "or set CHROMIUM_PATH to its executable." >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's chromium package" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium is missing." >&2
  exit 1
fi
echo "ensure-chromium: $(/usr/bin/chromium --version 2>/dev/null || echo chromium installed)" >&2
