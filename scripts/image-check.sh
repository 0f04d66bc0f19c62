#!/usr/bin/env bash
# The production image's steps as plain commands, for machines without a container engine
# (with one, `docker build .` and `docker compose up` run the same): builds, lays the image's
# /app out in a temporary folder (standalone server with only its traced production modules,
# static files, public/, dist/), and from there, with NODE_ENV=production and nothing else from
# this environment:
#   - the server and the worker refuse to start without PAYMENT_TOKEN_SECRET (named, exit != 0);
#   - the server starts on an empty database: /healthz 200, /readyz 503 (migrations pending);
#   - the migration job (node dist/db.cjs migrate) brings /readyz to 200;
#   - db:seed --catalog-only, then a brand page and an API call answer 200, with X-Request-Id
#     echoed and one JSON log line per request; a job runs (node dist/job.cjs club-billing);
#   - SIGTERM stops the server cleanly (pool closed).
# Uses SQLite, or PostgreSQL in a schema of its own when IMAGE_CHECK_DATABASE_URL is set.
# IMAGE_CHECK_SKIP_BUILD=1 reuses the last build in .next-image. Prints the image's app size.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
# IMAGE_CHECK_DIST_DIR=.next checks the build `npm run build` just made (the test command does).
DIST_DIR=${IMAGE_CHECK_DIST_DIR:-.next-image}
PORT=${IMAGE_CHECK_PORT:-3190}
APP=$(mktemp -d /tmp/image-check-app.XXXXXX)
DATA=$(mktemp -d /tmp/image-check-data.XXXXXX)
SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")
SERVER_PID=
PG_SCHEMA_NAME=
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  if [ -n "$PG_SCHEMA_NAME" ]; then
    node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1]});c.connect().then(()=>c.query('DROP SCHEMA IF EXISTS '+process.argv[2]+' CASCADE')).finally(()=>c.end())" "$IMAGE_CHECK_DATABASE_URL" "$PG_SCHEMA_NAME" || true
  fi
  rm -rf "$APP" "$DATA"
}
trap cleanup EXIT
fail() { echo "image-check: FAIL: $*" >&2; exit 1; }
step() { echo "== image-check: $*"; }

started=$(date +%s)
if [ "${IMAGE_CHECK_SKIP_BUILD:-}" != "1" ] || [ ! -f "$DIST_DIR/BUILD_ID" ]; then
  step "build (NEXT_DIST_DIR=$DIST_DIR npm run build)"
  NEXT_DIST_DIR=$DIST_DIR NEXT_TELEMETRY_DISABLED=1 npm run build >/tmp/image-check-build.log 2>&1 || { tail -40 /tmp/image-check-build.log; fail "build"; }
fi
[ -f "$DIST_DIR/standalone/server.js" ] || fail "no standalone server: next.config.ts must set output: 'standalone'"

step "lay out the image's /app in $APP"
cp -a "$DIST_DIR/standalone/." "$APP/"
mkdir -p "$APP/$DIST_DIR"
cp -a "$DIST_DIR/static" "$APP/$DIST_DIR/static"
cp -a public "$APP/public"
cp -a dist "$APP/dist"
# Only production modules: none of the development tools may be there.
for dev in tsx esbuild jest typescript eslint @playwright/test autocannon lighthouse; do
  [ ! -e "$APP/node_modules/$dev" ] || fail "development dependency $dev is in the image's node_modules"
done

# The image's environment: NODE_ENV=production and only what is passed here.
run_env=(env -i "PATH=$PATH" "HOME=$DATA" NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 "PORT=$PORT" "SQLITE_FILE=$DATA/shop.sqlite" LOG_LEVEL=info)
if [ -n "${IMAGE_CHECK_DATABASE_URL:-}" ]; then
  PG_SCHEMA_NAME="image_check_$$"
  run_env+=("DATABASE_URL=$IMAGE_CHECK_DATABASE_URL" "PG_SCHEMA=$PG_SCHEMA_NAME")
  node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1]});c.connect().then(()=>c.query('CREATE SCHEMA '+process.argv[2])).finally(()=>c.end())" "$IMAGE_CHECK_DATABASE_URL" "$PG_SCHEMA_NAME"
  step "database: PostgreSQL schema $PG_SCHEMA_NAME"
else
  step "database: SQLite $DATA/shop.sqlite"
fi
cd "$APP"

step "a missing PAYMENT_TOKEN_SECRET stops the server and the worker, naming it"
for cmd in "server.js" "dist/worker.cjs"; do
  set +e
  out=$(timeout 60 "${run_env[@]}" node $cmd 2>&1)
  code=$?
  set -e
  [ "$code" -ne 0 ] && [ "$code" -ne 124 ] || fail "node $cmd without PAYMENT_TOKEN_SECRET exited $code"
  echo "$out" | grep -q "PAYMENT_TOKEN_SECRET is not set" || fail "node $cmd did not name PAYMENT_TOKEN_SECRET: $out"
  echo "   node $cmd: exit $code, '$(echo "$out" | grep -m1 PAYMENT_TOKEN_SECRET)'"
done

run_env+=("PAYMENT_TOKEN_SECRET=$SECRET")
base="http://127.0.0.1:$PORT"
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
"${run_env[@]}" node server.js >"$DATA/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 240); do
  [ "$(status "$base/healthz")" = "200" ] && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$DATA/server.log"; fail "the server exited"; }
  sleep 0.5
done
step "server up: /healthz $(status "$base/healthz")"
[ "$(status "$base/readyz")" = "503" ] || fail "/readyz should be 503 before the migration job"
echo "   /readyz before migrating: $(curl -s "$base/readyz" | cut -c1-120)"
[ "$(status -H 'Host: pf.localhost' "$base/api.php/settings?host=pf.localhost")" = "503" ] || fail "the API should answer 503 before the migration job"

step "migration job: node dist/db.cjs migrate"
"${run_env[@]}" node dist/db.cjs migrate | tail -1 | cut -c1-160
[ "$(status "$base/readyz")" = "200" ] || fail "/readyz should be 200 after the migration job"
echo "   /readyz: $(curl -s "$base/readyz")"

step "seed the stores (no demo customers): node dist/db.cjs seed --catalog-only"
"${run_env[@]}" node dist/db.cjs seed --catalog-only | tail -1 | cut -c1-160
sleep 1.1 # the app retries a database it found behind after one second

home=$(curl -s -D "$DATA/home.headers" -H 'Host: pf.localhost' -H 'X-Request-Id: image-check-1' "$base/")
grep -qi '^x-request-id: image-check-1' "$DATA/home.headers" || fail "the page did not echo X-Request-Id"
head -1 "$DATA/home.headers" | grep -q ' 200' || fail "home page: $(head -1 "$DATA/home.headers")"
echo "$home" | grep -q '<html' || fail "home page is not HTML"
[ "$(status -H 'Host: pf.localhost' "$base/api.php/settings?host=pf.localhost")" = "200" ] || fail "settings API"
item=$(node -e "
const base = process.argv[1], h = { host: 'pf.localhost' };
const get = (p) => fetch(base + '/api.php/' + p + (p.includes('?') ? '&' : '?') + 'host=pf.localhost', { headers: h }).then((r) => r.json());
(async () => {
  const cats = (await get('categories')).data;
  const first = (Array.isArray(cats) ? cats : cats.categories || [])[0];
  const list = (await get('category/' + (first.slug || first.url || first.id))).data;
  const items = list.items || list.products || list;
  console.log(items[0].id);
})().catch(() => console.log(''));
" "$base")
if [ -n "$item" ]; then [ "$(status -H 'Host: pf.localhost' "$base/item/$item")" = "200" ] || fail "item page"; fi
step "pages and API answer 200 (home, settings${item:+, item $item})"
sleep 0.3
line=$(grep '"reqId":"image-check-1"' "$DATA/server.log" | head -1)
[ -n "$line" ] || { tail -20 "$DATA/server.log"; fail "no JSON log line for the request"; }
echo "$line" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const l=JSON.parse(s);for(const k of ['reqId','brand','route','status','durationMs'])if(!(k in l))process.exit(1)})" || fail "log line lacks a field: $line"
echo "   log line: $line"

step "a job from the image: node dist/job.cjs club-billing"
"${run_env[@]}" node dist/job.cjs club-billing | tail -1 | cut -c1-200

step "SIGTERM: drains and closes"
kill -TERM "$SERVER_PID"
for _ in $(seq 1 60); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.5; done
kill -0 "$SERVER_PID" 2>/dev/null && fail "the server did not stop within 30 s of SIGTERM"
SERVER_PID=
grep -q 'shutdown: database closed' "$DATA/server.log" || { tail -5 "$DATA/server.log"; fail "no clean shutdown logged"; }

cd "$ROOT"
app_size=$(du -sh "$APP" | cut -f1)
modules_size=$(du -sh "$APP/node_modules" | cut -f1)
echo "image-check: OK in $(( $(date +%s) - started )) s. The image's /app: $app_size (node_modules $modules_size; node:20-bookworm-slim adds about 200 MB)."
