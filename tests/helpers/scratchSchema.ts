import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { SCHEMA_DDL_LOCK } from '../../server/db';

/**
 * An empty PostgreSQL schema of its own (named `<prefix>_<random>`) on `url`, for a test that must
 * migrate or seed from nothing beside the suite's database. close() drops it under the lock that
 * migrations hold shared (SCHEMA_DDL_LOCK): other suites may be migrating at the time.
 */
export async function openScratchSchema<DB>(url: string, prefix: string, poolSize: number): Promise<{ db: Kysely<DB>; close: () => Promise<void> }> {
  const schema = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pool = new Pool({ connectionString: url, max: poolSize, options: `-c search_path=${schema}` });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    async close() {
      await db.destroy();
      await admin.query('SELECT pg_advisory_lock($1)', [SCHEMA_DDL_LOCK]);
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.query('SELECT pg_advisory_unlock($1)', [SCHEMA_DDL_LOCK]);
      }
      await admin.end();
    },
  };
}
