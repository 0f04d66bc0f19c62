import type { LoggedIn } from '../../lib/account/types';
import { inTransaction } from '../db/tx';
import { badRequest } from '../http/errors';
import type { Fields } from '../http/types';
import type { RouteHandlers } from '../routes';
import { hashPassword, passwordLengthOk, PASSWORD_MAX, PASSWORD_MIN, verifyOrBurn } from './password';
import { requireCustomer } from './requireCustomer';
import { admitLoginAttempt } from './throttle';
import { retireTokens } from './tokens';

export const CHANGE_PASSWORD_MESSAGES = {
  currentMissing: 'currentPassword: Enter your current password.',
  currentWrong: 'currentPassword: That isn’t your current password.',
  newLength: `newPassword: Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  newSame: 'newPassword: Choose a password different from your current one.',
} as const;

const M = CHANGE_PASSWORD_MESSAGES;

/** Passwords are taken as typed (never trimmed), as at registration. */
export function readChangePassword(f: Fields): { currentPassword: string; newPassword: string } {
  const currentPassword = typeof f.currentPassword === 'string' ? f.currentPassword : '';
  const newPassword = typeof f.newPassword === 'string' ? f.newPassword : '';
  const problems = ([!currentPassword && M.currentMissing, !passwordLengthOk(newPassword) && M.newLength] as (string | false)[]).filter((p): p is string => p !== false);
  if (problems.length) throw badRequest(problems);
  return { currentPassword, newPassword };
}

/**
 * POST change-password. A wrong current password counts as a failed log-in for the customer's email
 * (server/accounts/throttle.ts): a stolen session cannot guess the password faster than the login
 * form could, and the 6th wrong guess in 15 minutes also locks the log-in form, as it should. On
 * success every other session of the customer is logged out, outstanding reset links are retired,
 * and this session continues under a fresh token.
 */
export const changePasswordRoutes = {
  'POST change-password': async (ctx): Promise<LoggedIn> => {
    const customer = await requireCustomer(ctx);
    const { currentPassword, newPassword } = readChangePassword(ctx.req.body);
    const attempt = await admitLoginAttempt(ctx, customer.email);
    const row = await ctx.db.selectFrom('customers').select('password_hash').where('id', '=', customer.id).executeTakeFirst();
    if (!(await verifyOrBurn(currentPassword, row?.password_hash))) throw badRequest(M.currentWrong);
    await attempt.succeeded();
    if (newPassword === currentPassword) throw badRequest(M.newSame);
    const passwordHash = await hashPassword(newPassword);
    const sessionId = ctx.session.id;
    await inTransaction(ctx.db, async (trx) => {
      await trx.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customer.id).execute();
      let others = trx.deleteFrom('sessions').where('brand_id', '=', ctx.brand.id).where('customer_id', '=', customer.id);
      if (sessionId) others = others.where('id', '!=', sessionId);
      await others.execute();
      await retireTokens(trx, ctx.brand.id, 'reset', customer.email);
    });
    await ctx.session.login(customer.id);
    return { customer };
  },
} satisfies RouteHandlers;
