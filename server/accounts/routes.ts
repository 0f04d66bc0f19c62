import { inTransaction, nowIso } from '../db/tx';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import { hashToken } from '../http/session';
import type { RouteHandlers } from '../routes';
import type { AccountCustomer } from '../../lib/account/types';
import { loadAccount, loadCustomerView } from './account';
import { ACCOUNT_MESSAGES as M, readForgot, readLogin, readRegistration, readResetPassword, readToken } from './input';
import { alreadyRegisteredMail, confirmRegisterMail } from './mails';
import { queuePasswordReset } from './passwordReset';
import { queueMail } from './outbox';
import { checkPassword, hashPassword } from './password';
import { admitLoginAttempt, clearLoginFailures } from './throttle';
import { consumeToken, createToken, isUsable, isWellFormedToken, retireTokens } from './tokens';
import { LIMITS, admit, clientKey } from '../throttle/limits';
import { registrationLocked } from '../settings/shopFacts';

const view = (c: AccountCustomer): { customer: AccountCustomer } => ({ customer: { id: c.id, name: c.name, email: c.email } });

/**
 * Customer accounts: log in and out, register and forgot password (both confirmed through a
 * mailed link, see outbox.ts), and the account summary. Answers never say whether an email has an
 * account: register and forgot always answer { sent: true }, log-in failures share one message.
 */
export const accountRoutes = {
  'POST login': async (ctx) => {
    const { email, password } = readLogin(ctx.req.body);
    const attempt = await admitLoginAttempt(ctx, email);
    const row = await ctx.db
      .selectFrom('customers')
      .select(['id', 'name', 'email', 'password_hash'])
      .where('brand_id', '=', ctx.brand.id)
      .where('email', '=', email)
      .executeTakeFirst();
    // A guest-checkout customer has no password: same answer, same time as an unknown email.
    const check = await checkPassword(password, row?.password_hash);
    if (!check.ok || !row) throw badRequest(M.badLogin);
    // A hash weaker than today's parameters is replaced now that the password is known (unless it changed meanwhile).
    if (check.upgraded) {
      await ctx.db.updateTable('customers').set({ password_hash: check.upgraded }).where('id', '=', row.id).where('password_hash', '=', row.password_hash).execute();
    }
    await attempt.succeeded();
    await ctx.session.login(row.id);
    return view(row);
  },
  'GET logout': async (ctx) => {
    // The spec makes logout a GET, and a SameSite=Lax cookie rides along on a top-level GET from
    // another site: a link elsewhere could log shoppers out. Browsers say where a request came from.
    if (ctx.req.fetchSite === 'cross-site') throw forbidden(M.crossSiteLogout);
    await ctx.session.logout();
    return { loggedOut: true };
  },
  'POST register': async (ctx) => {
    if (await registrationLocked(ctx.db, ctx.brand.id)) throw forbidden(M.registrationClosed);
    const { name, email, password } = readRegistration(ctx.req.body);
    // Each registration mails: a client may send so many an hour (server/throttle/limits.ts).
    await admit(ctx.db, [{ rule: LIMITS.registerClient, key: clientKey(ctx) }]);
    // Hashed whether or not the email has an account, so the answer time does not tell.
    const passwordHash = await hashPassword(password);
    await inTransaction(ctx.db, async (trx) => {
      const existing = await trx
        .selectFrom('customers')
        .select('password_hash')
        .where('brand_id', '=', ctx.brand.id)
        .where('email', '=', email)
        .executeTakeFirst();
      if (existing?.password_hash) {
        await queueMail(trx, alreadyRegisteredMail(ctx.brand, email));
        return;
      }
      const token = await createToken(trx, { brandId: ctx.brand.id, kind: 'register', email, name, passwordHash });
      await queueMail(trx, confirmRegisterMail(ctx.brand, email, token));
    });
    return { sent: true };
  },
  'POST confirm-register': async (ctx) => {
    const token = readToken(ctx.req.body);
    const customer = await inTransaction(ctx.db, async (trx): Promise<AccountCustomer | null> => {
      const t = await consumeToken(trx, ctx.brand.id, 'register', token);
      if (!t?.password_hash) return null;
      const existing = await trx
        .selectFrom('customers')
        .select(['id', 'password_hash'])
        .where('brand_id', '=', ctx.brand.id)
        .where('email', '=', t.email)
        .executeTakeFirst();
      // The address got a password since this link was mailed (an earlier link was confirmed):
      // a confirm link never replaces a password; that is what forgot is for.
      if (existing?.password_hash) return null;
      const name = t.name ?? '';
      let id: number;
      if (existing) {
        // A guest-checkout customer: same id, so their orders, addresses and club stay theirs.
        await trx.updateTable('customers').set({ password_hash: t.password_hash, name }).where('id', '=', existing.id).execute();
        id = existing.id;
      } else {
        const row = await trx
          .insertInto('customers')
          .values({ brand_id: ctx.brand.id, email: t.email, name, password_hash: t.password_hash, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      }
      await retireTokens(trx, ctx.brand.id, 'register', t.email);
      return { id, name, email: t.email };
    });
    if (!customer) throw badRequest(M.badLink);
    await ctx.session.login(customer.id);
    return view(customer);
  },
  'POST forgot': async (ctx) => {
    const { email } = readForgot(ctx.req.body);
    // Per client (one inbox is protected by the outbox's own cap, answers staying the same).
    await admit(ctx.db, [{ rule: LIMITS.forgotClient, key: clientKey(ctx) }]);
    const customer = await ctx.db
      .selectFrom('customers')
      .select(['id', 'password_hash'])
      .where('brand_id', '=', ctx.brand.id)
      .where('email', '=', email)
      .executeTakeFirst();
    // Also a customer without a password (made by a guest checkout, e.g. a club joined at checkout): the link sets their first
    // one. The answer is the same for every email.
    if (customer) await queuePasswordReset(ctx.db, ctx.brand, { id: Number(customer.id), email, password_hash: customer.password_hash });
    return { sent: true };
  },
  'POST reset-password': async (ctx) => {
    const { token, password } = readResetPassword(ctx.req.body);
    // A cheap look first, so a dead link costs no scrypt; the UPDATE below decides.
    const peek = isWellFormedToken(token)
      ? await ctx.db.selectFrom('account_tokens').select(['used_at', 'expires_at']).where('id', '=', hashToken(token)).executeTakeFirst()
      : undefined;
    if (!peek || !isUsable(peek, new Date())) throw badRequest(M.badLink);
    const passwordHash = await hashPassword(password);
    const customer = await inTransaction(ctx.db, async (trx): Promise<AccountCustomer | null> => {
      const t = await consumeToken(trx, ctx.brand.id, 'reset', token);
      if (!t || t.customer_id === null) return null;
      const c = await trx
        .selectFrom('customers')
        .select(['id', 'name', 'email'])
        .where('id', '=', t.customer_id)
        .where('brand_id', '=', ctx.brand.id)
        .executeTakeFirst();
      if (!c) return null;
      await trx.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', c.id).execute();
      // Whoever is logged in with the old password is logged out everywhere.
      await trx.deleteFrom('sessions').where('brand_id', '=', ctx.brand.id).where('customer_id', '=', c.id).execute();
      await retireTokens(trx, ctx.brand.id, 'reset', c.email);
      return c;
    });
    if (!customer) throw badRequest(M.badLink);
    await clearLoginFailures(ctx.db, ctx.brand.id, customer.email);
    await ctx.session.login(customer.id);
    return view(customer);
  },
  'GET account': async (ctx) => {
    const customerId = ctx.session.customerId;
    const customer = customerId === null ? null : await loadCustomerView(ctx.db, ctx.brand, customerId);
    if (!customer) throw unauthorized(M.loginRequired);
    return loadAccount(ctx.db, ctx.brand, customer);
  },
} satisfies RouteHandlers;
