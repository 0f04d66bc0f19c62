import type { DB } from '../db';
import type { ShopContext } from '../http/types';
import { LIMITS, admit, clearCount, clientKey, type Count } from '../throttle/limits';

/**
 * Log-in throttling (figures in server/throttle/limits.ts and docs/api.md). Every attempt counts
 * under three keys before the password is checked: the email from this client (5 in 15 minutes),
 * the email from all clients (50 in an hour) and this client whatever the email (30 in an hour).
 * A success gives its points back and clears the email's failures from this client.
 *
 * Nobody can lock an owner out for good: failures from the attacker's client do not touch the
 * owner's own (email, client) count; the all-clients count lasts at most an hour after the last
 * burst; and a password reset, which the throttle never blocks, clears every count of the email
 * and logs the owner in.
 */
function loginCounts(ctx: ShopContext, email: string): Count[] {
  const client = clientKey(ctx);
  return [
    { rule: LIMITS.loginEmailClient, key: `${ctx.brand.id}:${email}:${client}` },
    { rule: LIMITS.loginEmail, key: `${ctx.brand.id}:${email}` },
    { rule: LIMITS.loginClient, key: client },
  ];
}

export interface LoginAttempt {
  /** The password was right: the attempt is no failure, and this client's failures for the email go. */
  succeeded(): Promise<void>;
}

/** Admits one password check for `email` or throws the 429 (see above). */
export async function admitLoginAttempt(ctx: ShopContext, email: string): Promise<LoginAttempt> {
  const counts = loginCounts(ctx, email);
  const attempt = await admit(ctx.db, counts);
  return {
    async succeeded() {
      await attempt.giveBack();
      await clearCount(ctx.db, counts[0]);
    },
  };
}

/** After a password reset: every failure counted for the email goes, from every client. */
export async function clearLoginFailures(db: DB, brandId: string, email: string): Promise<void> {
  const keys = [`${LIMITS.loginEmail.name}:${brandId}:${email}`];
  const perClient = `${LIMITS.loginEmailClient.name}:${brandId}:${email}:`;
  await db
    .deleteFrom('rate_limits')
    .where((eb) => eb.or([eb('key', 'in', keys), eb(eb.fn('substr', ['key', eb.val(1), eb.val(perClient.length)]), '=', perClient)]))
    .execute();
}
