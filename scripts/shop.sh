#!/usr/bin/env bash
# One command: install, build and start the production shop with demo data for every brand.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
bash scripts/install.sh
if [ ! -f .next/BUILD_ID ] || [ -n "$(find pages components lib server brands styles proxy.ts next.config.ts -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]; then
  npm run build
fi
exec node scripts/start.mjs
