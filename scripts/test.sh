#!/usr/bin/env bash
# One command: every test. Typecheck, lint, unit + integration (SQLite; PostgreSQL too when
# DATABASE_URL is set), production build, Playwright end-to-end per brand in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
bash scripts/install.sh
echo "== typecheck"; npx tsc --noEmit -p .
echo "== lint"; npx eslint . --max-warnings=0
echo "== unit and integration (SQLite)"; DATABASE_URL= npx jest --ci
PG_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  echo "== integration (PostgreSQL)"; DATABASE_URL="$PG_URL" npx jest --ci --selectProjects integration
elif [ -n "${REQUIRE_POSTGRES:-}" ]; then
  echo "PostgreSQL is required but not reachable at $PG_URL" >&2; exit 1
else
  echo "== integration (PostgreSQL) skipped: nothing answers at $PG_URL"
fi
echo "== build"; npm run build
unset DATABASE_URL
echo "== end-to-end"; rm -f .data/e2e.sqlite* .data/e2e-reporting.sqlite*; npx playwright test
