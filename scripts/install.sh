#!/usr/bin/env bash
# Installs node modules exactly as locked. npm ci refuses this lock on registry mirrors that lack
# other platforms' optional binaries (e.g. @next/swc-darwin-arm64 answers 404 there), because
# npm cannot record them; npm install then installs the same locked versions.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] && [ node_modules/.package-lock.json -nt package.json ]; then
  exit 0
fi
npm ci --no-audit --no-fund || npm install --no-audit --no-fund
