import type { Transaction } from 'kysely';
import type { DB, Database } from '.';

export type Trx = Transaction<Database>;

interface DbError {
  code?: string;
}

/** A unique or primary-key violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as DbError | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Worth retrying the whole transaction: lost a race on a unique key, serialization failure, deadlock, busy. */
export function isRetryable(err: unknown): boolean {
  const code = (err as DbError | null)?.code;
  return isUniqueViolation(err) || code === '40001' || code === '40P01' || code === 'SQLITE_BUSY';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs fn in one transaction, retrying it from the start when it lost a race (see isRetryable).
 * Anything else thrown (HttpError included) rolls back and propagates.
 */
export async function inTransaction<T>(db: DB, fn: (trx: Trx) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      await sleep(5 * attempt + Math.random() * 10);
    }
  }
}

export const nowIso = () => new Date().toISOString();
