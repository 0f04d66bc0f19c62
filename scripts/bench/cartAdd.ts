/**
 * POST cart/add against POST checkout, in process (issue 35): the shop API's handler called directly
 * (server/http/router.ts handleShopRequest, no HTTP), every request's server time and SQL statements
 * counted (a Kysely log hook: BEGIN and COMMIT included). Interleaved, one process, one database:
 *
 *   npx tsx scripts/bench/cartAdd.ts                  this checkout's code
 *   CART_BENCH_BASELINE=/path/to/other/checkout npx tsx scripts/bench/cartAdd.ts
 *                                                     that checkout's server code too, request for request
 *                                                     in alternating order (A/B; the other tree resolves
 *                                                     node_modules to this one's, e.g. by a symlink)
 *
 * Each round, per implementation: shopper 1 adds an item to a new cart (the bench's "API add to cart"),
 * tokenizes the test card and checks out (the timed checkout, one line: the bench's "API full checkout");
 * shopper 2 adds three items, the third timed (a cart already holding two lines).
 * Options (environment): CART_BENCH_ROUNDS (default 300), CART_BENCH_SQL=1 prints each timed request's
 * statements once and each statement's median time, CART_BENCH_ITEMS adds generated pf items (SQLite only),
 * DATABASE_URL runs it on PostgreSQL (a schema of its own, dropped at the end); without it a temporary SQLite
 * file. Both implementations share the one database, migrated by this tree: when the baseline predates
 * migration 039 (items_brand_newest), the index is dropped before each of its rounds and made again before
 * this tree's. `node --cpu-prof --import tsx scripts/bench/cartAdd.ts` for a profile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';

const ROUNDS = Number(process.env.CART_BENCH_ROUNDS || 300);
const WARMUP = Math.min(30, Math.floor(ROUNDS / 5));
const PRINT_SQL = process.env.CART_BENCH_SQL === '1';
const BASELINE = process.env.CART_BENCH_BASELINE;
/** CART_BENCH_ITEMS=10000 (SQLite only): that many generated items more for pf, as the search bench's catalog (seedCatalog.ts). */
const EXTRA_ITEMS = Number(process.env.CART_BENCH_ITEMS || 0);
const tag = `cartadd_${process.pid}`;
const sqliteFile = path.join(os.tmpdir(), `bench-${process.pid}.sqlite`);

process.env.RATE_LIMIT_FACTOR = '1000000';
process.env.DB_AUTO_SETUP = '1';
process.env.LOG_LEVEL ??= 'silent';
if (process.env.DATABASE_URL) process.env.PG_SCHEMA = `bench_${tag}`;
else process.env.SQLITE_FILE = sqliteFile;

/** Statements run since the last reset (the log hook sees every one, transactions' BEGIN and COMMIT included). */
const counter = { n: 0, dbMs: 0, sql: [] as string[], keep: false };
/** Each statement's time (Kysely's queryDurationMillis), by kind of request and statement text: CART_BENCH_SQL=1 prints the medians. */
const statementMs = new Map<string, number[]>();
let currentKind = '';
function onLog(e: LogEvent) {
  counter.n++;
  counter.dbMs += e.queryDurationMillis;
  const text = e.query.sql.replace(/\s+/g, ' ').slice(0, 150);
  if (counter.keep) counter.sql.push(text);
  if (PRINT_SQL && currentKind) {
    const k = `${currentKind}|${text}`;
    const xs = statementMs.get(k) ?? [];
    xs.push(e.queryDurationMillis);
    statementMs.set(k, xs);
  }
}

/** The database state server/db/index.ts keeps on globalThis, made here first so that it logs (one for both implementations). */
async function installLoggingDb(): Promise<void> {
  const g = globalThis as typeof globalThis & { __shopDb?: unknown };
  if (process.env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: `-c search_path=${process.env.PG_SCHEMA}` });
    g.__shopDb = { db: new Kysely({ dialect: new PostgresDialect({ pool }), log: onLog }), dialect: 'postgres', ready: null, failedAt: 0 };
  } else {
    const SQLite = (await import('better-sqlite3')).default;
    const { withStatementCache } = await import('../../server/db/statementCache');
    const database = new SQLite(sqliteFile);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
    g.__shopDb = { db: new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(database) }), log: onLog }), dialect: 'sqlite', ready: null, failedAt: 0 };
  }
}

type Handle = (req: import('../../server/http/types').ShopRequest) => Promise<import('../../server/http/types').ShopResponse>;
interface Impl {
  name: string;
  handle: Handle;
}

function cookieOf(setCookies: string[], before: string | undefined): string | undefined {
  const c = setCookies.find((x) => x.startsWith('shop_sid='));
  return c ? c.split(';')[0].slice('shop_sid='.length) : before;
}

interface Sample {
  ms: number;
  /** Of ms, the time inside the statements (the driver's calls, as Kysely times them). */
  dbMs: number;
  queries: number;
}
type Kind = 'add, new cart' | 'add, cart of 2 lines' | 'checkout, 1 line';
const KINDS: Kind[] = ['add, new cart', 'add, cart of 2 lines', 'checkout, 1 line'];

const ADDRESS = {
  email: 'bench@example.com', shippingName: 'Bench Shopper', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin',
  shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
};

interface Sellable {
  itemId: number;
  color: string;
  size: string;
}

async function main() {
  await installLoggingDb();
  const { getDb, closeDb } = await import('../../server/db');
  const db = await getDb();
  if (EXTRA_ITEMS) {
    if (process.env.DATABASE_URL) throw new Error('CART_BENCH_ITEMS: SQLite only');
    const { seedBenchCatalog } = await import('./seedCatalog');
    seedBenchCatalog(sqliteFile, ['pf'], EXTRA_ITEMS);
  }
  const toggleIndex = Boolean(BASELINE) && !fs.existsSync(path.resolve(BASELINE ?? '', 'server/db/migrations/039_items_newest.ts'));
  const withIndex = async (on: boolean) => {
    if (on) await db.schema.createIndex('items_brand_newest').ifNotExists().on('items').columns(['brand_id', 'active', 'created_at', 'id']).execute();
    else await db.schema.dropIndex('items_brand_newest').ifExists().execute();
  };
  const impls: Impl[] = [{ name: BASELINE ? 'this tree' : 'handler', handle: (await import('../../server/http/router')).handleShopRequest }];
  if (BASELINE) {
    const other = (await import(path.resolve(BASELINE, 'server/http/router.ts'))) as { handleShopRequest: Handle };
    impls.push({ name: 'baseline', handle: other.handleShopRequest });
  }

  const call = async (impl: Impl, method: string, route: string, body: Record<string, string>, sid?: string) => {
    const res = await impl.handle({ method, path: route, query: { host: 'pf.localhost' }, body, cookies: sid ? { shop_sid: sid } : {} });
    if (res.status !== 200) throw new Error(`${impl.name} ${method} ${route}: ${res.status} ${JSON.stringify(res.body)}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely
    return { data: (res.body as { data: any }).data, sid: cookieOf(res.setCookies, sid) };
  };

  // Items to sell, as the bench finds them (flows.ts findSellable), restocked deep.
  const list = await call(impls[0], 'GET', 'category/leggings', {});
  const sellable: Sellable[] = [];
  for (const it of list.data.items.slice(0, 12)) {
    const item = (await call(impls[0], 'GET', `item/${it.id}`, {})).data;
    const size = (item.sizes ?? []).find((s: { soldOut?: boolean; stock?: number }) => !s.soldOut && (s.stock ?? 1) > 5);
    const color = item.colors?.[0];
    if (size && color) sellable.push({ itemId: item.id, color: color.name ?? color, size: size.size ?? size.value ?? size.name });
  }
  if (sellable.length < 3) throw new Error('fewer than 3 sellable leggings');
  await db.updateTable('item_sizes').set({ stock: 1_000_000 }).where('item_id', 'in', sellable.map((s) => s.itemId)).execute();
  const addFields = (s: Sellable) => ({ itemId: String(s.itemId), color: s.color, size: s.size, quantity: '1' });

  const samples = new Map<string, Sample[]>();
  const printed = new Set<string>();
  const timed = async (impl: Impl, kind: Kind, keep: boolean, fn: () => Promise<{ sid?: string }>) => {
    counter.n = 0;
    counter.dbMs = 0;
    counter.sql = [];
    currentKind = keep ? `${impl.name}|${kind}` : '';
    counter.keep = PRINT_SQL && !printed.has(`${impl.name}|${kind}`) && keep;
    const t = performance.now();
    const out = await fn();
    const ms = performance.now() - t;
    const queries = counter.n;
    const dbMs = counter.dbMs;
    currentKind = '';
    if (counter.keep) {
      printed.add(`${impl.name}|${kind}`);
      console.log(`\n${impl.name}: ${kind}: ${queries} statements\n  ${counter.sql.join('\n  ')}`);
    }
    counter.keep = false;
    if (keep) {
      const key = `${impl.name}|${kind}`;
      samples.set(key, [...(samples.get(key) ?? []), { ms, dbMs, queries }]);
    }
    return out;
  };

  const round = async (impl: Impl, r: number, keep: boolean) => {
    const s = (k: number) => sellable[(r + k) % sellable.length];
    // Shopper 1: the bench's add to cart, then its checkout.
    const a = await timed(impl, 'add, new cart', keep, () => call(impl, 'POST', 'cart/add', addFields(s(0))));
    const tok = await call(impl, 'POST', 'payments/tokenize', { number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123', name: 'Bench Shopper' }, a.sid);
    await timed(impl, 'checkout, 1 line', keep, () =>
      call(impl, 'POST', 'checkout', { ...ADDRESS, idempotencyKey: `${tag}-${impls.indexOf(impl)}-${r}`, paymentMethod: 'card', paymentToken: tok.data.token }, a.sid));
    // Shopper 2: a cart that already holds two lines.
    const b = await call(impl, 'POST', 'cart/add', addFields(s(0)));
    await call(impl, 'POST', 'cart/add', addFields(s(1)), b.sid);
    await timed(impl, 'add, cart of 2 lines', keep, () => call(impl, 'POST', 'cart/add', addFields(s(2)), b.sid));
  };

  const q = (xs: number[], p: number) => {
    const s = [...xs].sort((x, y) => x - y);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))];
  };
  for (let r = 0; r < WARMUP + ROUNDS; r++) {
    // Alternate which implementation goes first, so neither always runs on the other's garbage.
    const order = r % 2 === 0 ? impls : [...impls].reverse();
    for (const impl of order) {
      if (toggleIndex) await withIndex(impl === impls[0]);
      await round(impl, r, r >= WARMUP);
    }
  }

  const dialect = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  if (PRINT_SQL) {
    console.log('\nmedian ms per statement, by request (the sum of the medians: Σ):');
    for (const kind of KINDS) {
      for (const impl of impls) {
        const rows = [...statementMs].filter(([k]) => k.startsWith(`${impl.name}|${kind}|`)).map(([k, xs]) => [k.split('|')[2], q(xs, 0.5), xs.length] as const);
        console.log(`${impl.name}: ${kind} (Σ ${rows.reduce((s, r) => s + r[1], 0).toFixed(2)} ms)`);
        for (const [text, ms, n] of rows.sort((x, y) => y[1] - x[1]).slice(0, 12)) console.log(`  ${ms.toFixed(3).padStart(7)} ×${String(n).padEnd(5)} ${text}`);
      }
    }
  }
  if (toggleIndex) console.log('\n(the baseline ran without items_brand_newest, this tree with it)');
  if (EXTRA_ITEMS) console.log(`\n(pf has ${EXTRA_ITEMS} generated items more)`);
  console.log(`\n${dialect}, ${ROUNDS} interleaved rounds (after ${WARMUP} warm-up), per request: server time (median, p90 ms), of which in SQL statements (median ms), and SQL statements`);
  console.log(`${'request'.padEnd(24)} ${'implementation'.padEnd(14)} ${'median'.padStart(7)} ${'p90'.padStart(7)} ${'in SQL'.padStart(7)} ${'statements'.padStart(11)}`);
  for (const kind of KINDS) {
    for (const impl of impls) {
      const xs = samples.get(`${impl.name}|${kind}`) ?? [];
      const qs = [...new Set(xs.map((x) => x.queries))].sort((x, y) => x - y).join('/');
      console.log(`${kind.padEnd(24)} ${impl.name.padEnd(14)} ${q(xs.map((x) => x.ms), 0.5).toFixed(2).padStart(7)} ${q(xs.map((x) => x.ms), 0.9).toFixed(2).padStart(7)} ${q(xs.map((x) => x.dbMs), 0.5).toFixed(2).padStart(7)} ${qs.padStart(11)}`);
    }
  }
  if (impls.length === 2) {
    // Per-round ratio (the two ran back to back): less sensitive to the machine's drift than two medians.
    console.log('\nthis tree ÷ baseline, median of per-round ratios:');
    for (const kind of KINDS) {
      const a = samples.get(`this tree|${kind}`) ?? [];
      const b = samples.get(`baseline|${kind}`) ?? [];
      console.log(`  ${kind.padEnd(24)} ${q(a.map((x, i) => x.ms / b[i].ms), 0.5).toFixed(2)}`);
    }
  }

  if (process.env.DATABASE_URL) await sql`DROP SCHEMA IF EXISTS ${sql.id(String(process.env.PG_SCHEMA))} CASCADE`.execute(db);
  await closeDb();
  if (!process.env.DATABASE_URL) for (const f of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) fs.rmSync(f, { force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
