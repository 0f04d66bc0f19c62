import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { openScratchSchema } from './scratchSchema';

/**
 * An empty database for one migration's test: an in-memory SQLite one, or, when DATABASE_URL is set,
 * a scratch PostgreSQL schema of its own (named after `prefix`), so the migration runs on both.
 */
export async function openMigrationDb<T>(prefix: string): Promise<{ db: Kysely<T>; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return openScratchSchema<T>(url, prefix, 2);
  const db = new Kysely<T>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  return { db, close: () => db.destroy() };
}
