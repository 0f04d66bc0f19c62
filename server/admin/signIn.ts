import type { DB } from '../db';
import { inTransaction } from '../db/tx';
import { HttpError } from '../http/errors';
import { checkPassword } from '../accounts/password';
import { LIMITS, admit, clearCount, type Count } from '../throttle/limits';
import { acceptedStep } from './totp';
import { openTotpSecret } from './totpSeal';
import { staffOf, type Staff } from './staffAccounts';

export const SIGN_IN_REFUSED = 'Wrong email, password or authenticator code.';

/**
 * Throttled like the shop's log-in (server/accounts/throttle.ts, the same figures): every attempt
 * counts under the email from this client, the email from all clients and this client, before the
 * password is checked; a success gives its points back. Keys start with 'staff:' so a shopper's
 * and a staff member's counts never mix.
 */
function signInCounts(email: string, client: string): Count[] {
  return [
    { rule: LIMITS.loginEmailClient, key: `staff:${email}:${client}` },
    { rule: LIMITS.loginEmail, key: `staff:${email}` },
    { rule: LIMITS.loginClient, key: `staff:${client}` },
  ];
}

/**
 * The staff member when the password and the TOTP code are right (the code's step is then used
 * up); else a 401 that does not say which was wrong. An unknown email costs one password hash too.
 */
export async function signIn(db: DB, f: { email: string; password: string; code: string; client: string }, now: Date): Promise<Staff> {
  const counts = signInCounts(f.email, f.client);
  const attempt = await admit(db, counts);
  const row = await db.selectFrom('staff').selectAll().where('email', '=', f.email).executeTakeFirst();
  const { ok, upgraded } = await checkPassword(f.password, row?.password_hash);
  const staff = row ? staffOf(row) : null;
  if (!ok || !row || !staff || row.disabled_at !== null || !row.totp_secret) throw new HttpError(401, SIGN_IN_REFUSED);
  const secret = openTotpSecret(row.totp_secret);
  if (!secret) throw new HttpError(401, SIGN_IN_REFUSED);
  const step = await acceptedStep(secret, f.code, row.totp_last_step === null ? null : Number(row.totp_last_step), now);
  if (step === null) throw new HttpError(401, SIGN_IN_REFUSED);
  const used = await inTransaction(db, async (trx) => {
    // Conditional: two sign-ins with the same code cannot both use it.
    const res = await trx
      .updateTable('staff')
      .set({ totp_last_step: step, ...(upgraded ? { password_hash: upgraded } : {}) })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  });
  if (!used) throw new HttpError(401, SIGN_IN_REFUSED);
  await attempt.giveBack();
  await clearCount(db, counts[0]);
  return staff;
}
