#!/usr/bin/env bash
# One command: every test. Typecheck, lint, unit + integration (SQLite; PostgreSQL too when
# DATABASE_URL is set), production build, the image steps and the two-instance walk, Playwright
# end-to-end per brand in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
bash scripts/install.sh
echo "== typecheck"; npx tsc --noEmit -p .
echo "== lint"; npx eslint . --max-warnings=0
echo "== unit and integration (SQLite)"; DATABASE_URL= npx jest --ci
PG_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
PG_OK=
if node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  PG_OK=1
  echo "== integration (PostgreSQL)"; DATABASE_URL="$PG_URL" npx jest --ci --selectProjects integration
elif [ -n "${REQUIRE_POSTGRES:-}" ]; then
  echo "PostgreSQL is required but not reachable at $PG_URL" >&2; exit 1
else
  echo "== integration (PostgreSQL) skipped: nothing answers at $PG_URL"
fi
echo "== build"; npm run build
if [ -n "$PG_OK" ]; then
  echo "== production image steps as plain commands (PostgreSQL)"
  IMAGE_CHECK_SKIP_BUILD=1 IMAGE_CHECK_DIST_DIR=.next IMAGE_CHECK_DATABASE_URL="$PG_URL" bash scripts/image-check.sh
  echo "== two instances on one PostgreSQL database"; DATABASE_URL="$PG_URL" node scripts/two-instance-walk.mjs
else
  echo "== production image steps as plain commands (SQLite)"
  IMAGE_CHECK_SKIP_BUILD=1 IMAGE_CHECK_DIST_DIR=.next bash scripts/image-check.sh
  echo "== two-instance walk skipped: it needs PostgreSQL at $PG_URL"
fi
unset DATABASE_URL
echo "== end-to-end"; rm -f .data/e2e.sqlite* .data/e2e-reporting.sqlite* .data/e2e-analytics.sqlite*; npx playwright test
