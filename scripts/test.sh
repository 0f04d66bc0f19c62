#!/usr/bin/env bash
# One command: every test. Typecheck, lint, unit + integration (SQLite; PostgreSQL too when
# DATABASE_URL is set), production build, Playwright end-to-end per brand in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
echo "== typecheck"; npx tsc --noEmit -p .
echo "== lint"; npx eslint . --max-warnings=0
echo "== unit and integration (SQLite)"; npx jest --ci
if [ -n "${DATABASE_URL:-}" ]; then
  echo "== integration (PostgreSQL)"; npx jest --ci --selectProjects integration
fi
echo "== build"; npx next build
echo "== end-to-end"; rm -f .data/e2e.sqlite .data/e2e.sqlite-wal .data/e2e.sqlite-shm; npx playwright test
