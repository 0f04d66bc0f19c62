import type { DB } from '../db';

/** Spec contract: after 5 failed log-ins for an email in a brand within 15 minutes, log-in answers 429. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Attempts made before this time no longer count. */
export function windowStart(now: Date): string {
  return new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
}

/** `attempts` counts the attempt being made, so the sixth attempt within the window is refused. */
export function overLimit(attempts: number): boolean {
  return attempts > LOGIN_FAILURE_LIMIT;
}

/**
 * True when this log-in attempt may check the password. Records the attempt before the password is checked and then counts: concurrent guesses each see
 * the others' rows, so a burst cannot get more than LOGIN_FAILURE_LIMIT checks through. A refused
 * attempt takes its row back (it checked nothing); a failed one leaves it; a success clears all.
 */
export async function admitLoginAttempt(db: DB, brandId: string, email: string, now = new Date()): Promise<boolean> {
  const since = windowStart(now);
  // Every expired row goes, not only this email's: guesses at addresses nobody tries again would
  // otherwise stay for ever. The table then holds at most 15 minutes of attempts.
  await db.deleteFrom('login_failures').where('created_at', '<=', since).execute();
  const row = await db
    .insertInto('login_failures')
    .values({ brand_id: brandId, email, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('brand_id', '=', brandId)
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (overLimit(Number(n))) {
    await db.deleteFrom('login_failures').where('id', '=', row.id).execute();
    return false;
  }
  return true;
}

export async function clearLoginFailures(db: DB, brandId: string, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('brand_id', '=', brandId).where('email', '=', email).execute();
}
