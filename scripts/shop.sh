#!/usr/bin/env bash
# One command: install, build and start the production shop with demo data for every brand.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
bash scripts/install.sh
# Brand routing (and DEFAULT_BRAND) is fixed at build time: rebuild when the sources or it change.
built_for="DEFAULT_BRAND=${DEFAULT_BRAND:-pf}"
if [ ! -f .next/BUILD_ID ] || [ "$(cat .next/.built-for 2>/dev/null)" != "$built_for" ] ||
  [ -n "$(find pages components lib server brands styles content proxy.ts instrumentation.ts next.config.ts -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]; then
  npm run build
  echo "$built_for" > .next/.built-for
fi
# Demo mode: migrates and seeds the demo data at start, and keeps a generated payment key in .data/.
exec node scripts/start.mjs --demo
