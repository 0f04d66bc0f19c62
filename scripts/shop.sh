#!/usr/bin/env bash
# One command: install, build and start the production shop with demo data for every brand.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
bash scripts/install.sh
# Rebuilds when the sources or DEFAULT_BRAND (fixed at build time) changed since the last build.
node scripts/lib/ensureBuild.mjs --command "npm run build"
# Demo mode: migrates and seeds the demo data at start, and keeps a generated payment key in .data/.
exec node scripts/start.mjs --demo
