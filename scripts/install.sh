#!/usr/bin/env bash
# Installs node modules exactly as locked (npm ci). The lock records every platform's optional
# binaries (@next/swc-*, @rollup/rollup-*); an npm install on a mirror that lacks some of them
# writes a lock without them, which npm ci then refuses, so npm install is the fallback: it installs
# the same locked versions.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] && [ node_modules/.package-lock.json -nt package.json ]; then
  exit 0
fi
npm ci --no-audit --no-fund || npm install --no-audit --no-fund
