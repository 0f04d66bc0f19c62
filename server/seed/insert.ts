import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Bound parameters per statement: well under SQLite's (32766) and PostgreSQL's (65535) limits. */
const MAX_PARAMS = 8000;

/**
 * Inserts rows in multi-row statements. Every row of one call must have the same keys (Kysely
 * fills missing columns with DEFAULT, which SQLite turns into NULL). `ignoreConflict` names the
 * key column for ON CONFLICT DO NOTHING (shared rows such as media).
 */
export async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  ignoreConflict?: string,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely's generic insert typing does not narrow over a table-name type parameter.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let q = db.insertInto(table).values(rows.slice(i, i + size) as any);
    if (ignoreConflict) q = q.onConflict((oc) => oc.column(ignoreConflict as never).doNothing());
    await q.execute();
  }
}
