import path from 'node:path';
import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from './statementCache';
import type { Database } from './types';
import { migrationProvider, type DialectName } from './migrations';

export type { Database } from './types';
export type DB = Kysely<Database>;

interface DbState {
  db: DB;
  dialect: DialectName;
  ready: Promise<void>;
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

type Seeder = (db: DB) => Promise<void>;
let seeder: Seeder | null = null;

/** The seed registers itself here so the db module does not import the (large) seed eagerly. */
export function registerSeeder(fn: Seeder): void {
  seeder = fn;
}

function state(): DbState {
  if (!g.__shopDb) {
    const { db, dialect } = createDb();
    const ready = (async () => {
      const schema = process.env.PG_SCHEMA;
      if (dialect === 'postgres' && schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
      await migrate(db as unknown as Kysely<unknown>, dialect);
      if (process.env.SKIP_SEED !== '1') {
        const seed = seeder ?? (await import('../seed')).seedAll;
        await seed(db);
      }
    })();
    g.__shopDb = { db, dialect, ready };
  }
  return g.__shopDb;
}

/** The database, migrated and seeded. */
export async function getDb(): Promise<DB> {
  const s = state();
  await s.ready;
  return s.db;
}

export function dialectName(): DialectName {
  return state().dialect;
}

export async function closeDb(): Promise<void> {
  const s = g.__shopDb;
  if (!s) return;
  g.__shopDb = undefined;
  await s.ready.catch(() => undefined);
  await s.db.destroy();
}
