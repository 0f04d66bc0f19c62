import path from 'node:path';
import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from './statementCache';
import type { Database } from './types';
import { migrationProvider, type DialectName } from './migrations';
import { HttpError } from '../http/errors';
import { log } from '../ops/log';

export type { Database } from './types';
export type DB = Kysely<Database>;

interface DbState {
  db: DB;
  dialect: DialectName;
  /** The first use's set-up (auto set-up or the schema check); null until asked, or after a failure. */
  ready: Promise<void> | null;
  /** When the last set-up failed: another try waits RETRY_AFTER_MS, so a database that is down is not hammered. */
  failedAt: number;
  failure?: unknown;
}

// Kept on globalThis: Next bundles pages separately and dev mode reloads modules, and there must
// be one connection pool per process.
const g = globalThis as typeof globalThis & { __shopDb?: DbState };

export function sqliteFile(): string {
  return process.env.SQLITE_FILE || path.join(process.cwd(), '.data', 'shop.sqlite');
}

function createDb(): { db: DB; dialect: DialectName } {
  const url = process.env.DATABASE_URL;
  if (url) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Pool } = require('pg') as typeof import('pg');
    // PG_SCHEMA isolates a database in its own schema (the test suites use one each).
    const schema = process.env.PG_SCHEMA;
    if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('PG_SCHEMA must be a plain lower-case identifier');
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.PG_POOL_SIZE || 10),
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const SQLite = require('better-sqlite3') as typeof import('better-sqlite3');
  const file = sqliteFile();
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }), dialect: 'sqlite' };
}

/**
 * PostgreSQL advisory lock key: migrations hold it shared, dropping a schema holds it exclusively.
 * Kysely's migrator introspects the columns of every schema in the database, and that query fails
 * ("column … does not exist") when another schema is dropped while it runs, as the test suites do
 * with theirs (tests/helpers/testDb.ts). Migrations may still run side by side.
 */
export const SCHEMA_DDL_LOCK = 72_406_311;

export async function migrate(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return migrateNow(db, dialect);
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock_shared(${SCHEMA_DDL_LOCK})`.execute(conn);
    try {
      await migrateNow(db, dialect);
    } finally {
      await sql`SELECT pg_advisory_unlock_shared(${SCHEMA_DDL_LOCK})`.execute(conn);
    }
  });
}

async function migrateNow(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // Kysely's bookkeeping tables go in the connection's current schema, named explicitly: otherwise
  // Kysely looks for them in any schema and takes another schema's tables for ours.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration failed: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
}

/**
 * Whether the first use of the database migrates it and seeds the demo data (SKIP_SEED=1: migrates
 * only). On in development (`next dev`) and the tests, and in demo mode (SHOP_DEMO=1: `npm run shop`,
 * the end-to-end and benchmark servers, which also warm it at start: instrumentation.ts). Off in
 * production: there `npm run db:migrate` is a deploy step of its own, `npm run db:seed` is asked for
 * explicitly, and a database behind the code is refused (503 from /readyz and the API) rather than
 * changed by the first request. DB_AUTO_SETUP=1 or 0 overrides.
 */
export function autoSetup(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.DB_AUTO_SETUP === '1') return true;
  if (env.DB_AUTO_SETUP === '0') return false;
  return env.NODE_ENV !== 'production' || env.SHOP_DEMO === '1';
}

/** After a failed set-up (database down, schema behind), the next try waits this long. */
export const RETRY_AFTER_MS = 1000;

/** Creates PG_SCHEMA when set (the tests' own schemas) and runs every pending migration. */
async function migrateState(s: DbState): Promise<void> {
  const schema = process.env.PG_SCHEMA;
  if (s.dialect === 'postgres' && schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(s.db);
  await migrate(s.db as unknown as Kysely<unknown>, s.dialect);
}

/** The seed is imported on first use: the db module does not load the (large) seed eagerly. */
async function seedState(s: DbState, opts: { demoCustomers?: boolean } = {}): Promise<void> {
  const { seedAll } = await import('../seed');
  await seedAll(s.db, opts);
}

/** Migrations of this build not yet applied to the database, in order (a missing table: all of them). */
export async function pendingMigrations(db: DB, dialect: DialectName): Promise<string[]> {
  const all = Object.keys(await migrationProvider(dialect).getMigrations()).sort();
  let applied: string[];
  try {
    applied = (await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db)).rows.map((r) => r.name);
  } catch (err) {
    // No bookkeeping table yet: nothing applied. Anything else (database down) is an error.
    if (/kysely_migration|no such table|does not exist/i.test(err instanceof Error ? err.message : String(err))) return all;
    throw err;
  }
  const done = new Set(applied);
  return all.filter((n) => !done.has(n));
}

/** The error getDb gives in production while the schema is behind this build. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(`The database schema is behind this build (${pending.length} migration(s) pending: ${pending.join(', ')}); run \`npm run db:migrate\``);
    this.name = 'SchemaBehindError';
  }
}

/**
 * What getDb throws while the database cannot be used (down, or behind this build): the shop API
 * answers it as a 503 with a message for the shopper; the cause is logged once per failed try.
 */
export class DatabaseUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, 'The shop is not available right now. Please try again in a moment.');
    this.name = 'DatabaseUnavailableError';
    this.cause = cause;
  }
}

async function setUp(s: DbState): Promise<void> {
  if (autoSetup()) {
    await migrateState(s);
    if (process.env.SKIP_SEED !== '1') await seedState(s);
    return;
  }
  const pending = await pendingMigrations(s.db, s.dialect);
  if (pending.length) throw new SchemaBehindError(pending);
}

function state(): DbState {
  if (!g.__shopDb) {
    const { db, dialect } = createDb();
    g.__shopDb = { db, dialect, ready: null, failedAt: 0 };
  }
  return g.__shopDb;
}

/**
 * The database, ready to use: migrated and seeded on first use where auto set-up is on, otherwise
 * checked to be at the schema this build expects. A failure is not kept: the next call (after
 * RETRY_AFTER_MS) tries again, so a database that was down at start-up serves once it is back.
 */
export async function getDb(): Promise<DB> {
  const s = state();
  if (!s.ready) {
    if (s.failedAt && Date.now() - s.failedAt < RETRY_AFTER_MS) throw s.failure;
    s.ready = setUp(s).catch((err: unknown) => {
      s.ready = null;
      s.failedAt = Date.now();
      s.failure = new DatabaseUnavailableError(err);
      log().error({ err }, 'database not ready; retried on next use');
      throw s.failure;
    });
  }
  await s.ready;
  return s.db;
}

export function dialectName(): DialectName {
  return state().dialect;
}

/** `npm run db:migrate`: applies every pending migration; returns the names applied. */
export async function migrateDatabase(): Promise<string[]> {
  const s = state();
  const before = await pendingMigrations(s.db, s.dialect).catch(() => [] as string[]);
  await migrateState(s);
  const after = new Set(await pendingMigrations(s.db, s.dialect));
  return before.filter((n) => !after.has(n));
}

/**
 * `npm run db:seed`: migrates, then seeds every brand not seeded yet (what is there is kept): the
 * store's settings and catalog, and the demo customers unless `demoCustomers: false`
 * (`--catalog-only`).
 */
export async function seedDatabase(opts: { demoCustomers?: boolean } = {}): Promise<void> {
  const s = state();
  await migrateState(s);
  await seedState(s, opts);
}

export interface DatabaseStatus {
  /** The database answered a query. */
  reachable: boolean;
  /** Migrations of this build not applied yet. */
  pending: string[];
  error?: string;
}

/** For /readyz: asks the database now (nothing cached) whether it answers and is at head. */
export async function databaseStatus(): Promise<DatabaseStatus> {
  let s: DbState;
  try {
    s = state();
    await sql`SELECT 1`.execute(s.db);
  } catch (err) {
    return { reachable: false, pending: [], error: err instanceof Error ? err.message : String(err) };
  }
  try {
    return { reachable: true, pending: await pendingMigrations(s.db, s.dialect) };
  } catch (err) {
    return { reachable: false, pending: [], error: err instanceof Error ? err.message : String(err) };
  }
}

export async function closeDb(): Promise<void> {
  const s = g.__shopDb;
  if (!s) return;
  g.__shopDb = undefined;
  await s.ready?.catch(() => undefined);
  await s.db.destroy();
}
