#!/usr/bin/env bash
# Makes sure a Java runtime is there for the W3C Nu HTML checker (vnu.jar,
# `npm run check:html`): `java` on PATH, else Debian's `default-jre-headless`
# when running as root. The vnu-jar package's own Java download is not used:
# npm does not run its install script, and its hosts are out of reach anyway.
set -euo pipefail

if command -v java >/dev/null; then exit 0; fi

if [ "$(id -u)" -ne 0 ] || [ ! -f /etc/debian_version ] || ! command -v apt-get >/dev/null; then
  echo "ensure-java: no java found. Install a Java runtime (Debian: apt-get install default-jre-headless)." >&2
  exit 1
fi

echo "ensure-java: installing Debian's default-jre-headless package" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
# The JRE's post-install scripts expect man page folders that slim images leave out.
mkdir -p /usr/share/man/man1
apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null
if ! command -v java >/dev/null; then
  echo "ensure-java: apt-get finished but java is missing." >&2
  exit 1
fi
echo "ensure-java: $(java -version 2>&1 | head -n 1)" >&2
