import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { SCHEMA_DDL_LOCK, closeDb, getDb } from '../../server/db';

/**
 * Gives a test file its own database: a temporary SQLite file, or, when DATABASE_URL is set,
 * a fresh PostgreSQL schema. Call at the top of a test file, before anything touches the db.
 */
export function setupTestDatabase(name: string): void {
  const tag = `${name}_${process.pid}_${Date.now()}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const file = path.join(os.tmpdir(), `shop-${tag}.sqlite`);
  if (process.env.DATABASE_URL) process.env.PG_SCHEMA = `t_${tag}`;
  else process.env.SQLITE_FILE = file;

  afterAll(async () => {
    if (process.env.DATABASE_URL) {
      const db = await getDb();
      // Not while another suite migrates: its migrator reads every schema's columns (SCHEMA_DDL_LOCK).
      await db.connection().execute(async (conn) => {
        await sql`SELECT pg_advisory_lock(${SCHEMA_DDL_LOCK})`.execute(conn);
        try {
          await sql`DROP SCHEMA IF EXISTS ${sql.id(String(process.env.PG_SCHEMA))} CASCADE`.execute(conn);
        } finally {
          await sql`SELECT pg_advisory_unlock(${SCHEMA_DDL_LOCK})`.execute(conn);
        }
      });
    }
    await closeDb();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  });
}
