#!/usr/bin/env bash
# One command: every test. Typecheck, lint, unit + integration (SQLite; PostgreSQL too when
# DATABASE_URL is set), production build, the image steps and the two-instance walk, Playwright
# end-to-end per brand in Chromium. Prints how long each phase took as a table at the end (also
# when a phase fails), the slowest Jest files and Playwright tests, and a warning when Playwright
# alone took over TEST_WARN_E2E_S (1,500 s) or the whole run over TEST_WARN_TOTAL_S (2,700 s).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
REPORTS=.data/test-reports
mkdir -p "$REPORTS"
rm -f "$REPORTS"/*.json
# shellcheck source=scripts/lib/phases.sh
source scripts/lib/phases.sh
trap 'phases_report "$REPORTS"' EXIT

phase install bash scripts/install.sh
phase typecheck npx tsc --noEmit -p .
phase lint npx eslint . --max-warnings=0
phase "unit + integration (SQLite)" env DATABASE_URL= npx jest --ci --json --outputFile="$REPORTS/jest-sqlite.json"
PG_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
PG_OK=
if node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  PG_OK=1
  phase "integration (PostgreSQL)" env DATABASE_URL="$PG_URL" npx jest --ci --selectProjects integration --json --outputFile="$REPORTS/jest-postgres.json"
elif [ -n "${REQUIRE_POSTGRES:-}" ]; then
  echo "PostgreSQL is required but not reachable at $PG_URL" >&2; exit 1
else
  echo "== integration (PostgreSQL) skipped: nothing answers at $PG_URL"
fi
phase build npm run build
if [ -n "$PG_OK" ]; then
  phase "image check (PostgreSQL)" env IMAGE_CHECK_SKIP_BUILD=1 IMAGE_CHECK_DIST_DIR=.next IMAGE_CHECK_DATABASE_URL="$PG_URL" bash scripts/image-check.sh
  phase "two-instance walk" env DATABASE_URL="$PG_URL" node scripts/two-instance-walk.mjs
else
  phase "image check (SQLite)" env IMAGE_CHECK_SKIP_BUILD=1 IMAGE_CHECK_DIST_DIR=.next bash scripts/image-check.sh
  echo "== two-instance walk skipped: it needs PostgreSQL at $PG_URL"
fi
unset DATABASE_URL
rm -f .data/e2e.sqlite* .data/e2e-reporting.sqlite* .data/e2e-analytics.sqlite*
phase playwright env PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" npx playwright test
