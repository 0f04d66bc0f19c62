import { badRequest } from '../http/errors';
import { requireEmail, requireString } from '../http/input';
import { inTransaction } from '../db/tx';
import { hashPassword, passwordLengthOk, PASSWORD_MAX, PASSWORD_MIN } from '../accounts/password';
import { writeAudit } from './audit';
import type { AdminRoute, SignedInContext } from './http/types';
import type { SetupShown, StaffSummary } from '../../lib/admin/types';
import { clearedStaffCookie, endStaffSession, startStaffSession, staffCookie } from './sessions';
import { signIn } from './signIn';
import { consumeSetPasswordToken, findSetPasswordToken } from './staffAccounts';
import { acceptedStep, totpUri } from './totp';
import { openTotpSecret } from './totpSeal';

const ISSUER = 'Shop back office';
const LINK_EXPIRED = 'token: this link has expired or was used already; ask an owner for a new one';

async function tokenRow(ctx: SignedInContext) {
  const token = requireString(ctx.req.body, 'token', 100);
  const row = await findSetPasswordToken(ctx.db, token, ctx.now);
  if (!row) throw badRequest(LINK_EXPIRED);
  const staff = await ctx.db.selectFrom('staff').select(['id', 'email', 'disabled_at']).where('id', '=', row.staff_id).executeTakeFirst();
  if (!staff || staff.disabled_at !== null) throw badRequest(LINK_EXPIRED);
  const secret = openTotpSecret(row.totp_secret);
  if (!secret) throw badRequest(LINK_EXPIRED);
  return { token, row, staff, secret };
}

async function signedInAs(ctx: SignedInContext, staffId: number) {
  const token = await startStaffSession(ctx.db, staffId, ctx.now);
  ctx.setCookies.push(staffCookie(token, Boolean(ctx.req.secure)));
}

export const authRoutes: AdminRoute[] = [
  {
    // The set-password page shows the email and the TOTP secret to put in an authenticator app.
    method: 'POST', path: 'setup/show', access: 'public',
    async handler(ctx) {
      const { staff, secret } = await tokenRow(ctx);
      return { email: staff.email, secret, otpauthUri: totpUri(secret, staff.email, ISSUER) } satisfies SetupShown;
    },
  },
  {
    // The password, and a code from the app (proof it was set up), use the link up and sign in.
    method: 'POST', path: 'setup/finish', access: 'public',
    async handler(ctx) {
      const { token, row, staff, secret } = await tokenRow(ctx);
      const password = requireString(ctx.req.body, 'password', PASSWORD_MAX * 4);
      if (!passwordLengthOk(password)) throw badRequest(`password: must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
      const step = await acceptedStep(secret, requireString(ctx.req.body, 'code', 20), null, ctx.now);
      if (step === null) throw badRequest('code: does not match; check the time on your phone and try the newest code');
      const hash = await hashPassword(password);
      await inTransaction(ctx.db, async (trx) => {
        if (!(await consumeSetPasswordToken(trx, token, ctx.now))) throw badRequest(LINK_EXPIRED);
        await trx.updateTable('staff').set({ password_hash: hash, totp_secret: row.totp_secret, totp_last_step: step }).where('id', '=', staff.id).execute();
        // Other sessions end: whoever had the old password is out.
        await trx.deleteFrom('staff_sessions').where('staff_id', '=', staff.id).execute();
        await writeAudit(trx, { staffId: staff.id, action: 'staff.set-password', recordType: 'staff', recordId: String(staff.id), before: null, after: { totp: 'set' }, ip: ctx.req.ip ?? null }, ctx.now);
      });
      await signedInAs(ctx, staff.id);
      return { signedIn: true };
    },
  },
  {
    method: 'POST', path: 'sign-in', access: 'public',
    async handler(ctx) {
      const email = requireEmail(ctx.req.body, 'email');
      const password = requireString(ctx.req.body, 'password', PASSWORD_MAX * 4);
      const code = requireString(ctx.req.body, 'code', 20);
      const staff = await signIn(ctx.db, { email, password, code, client: ctx.req.ip || 'unknown' }, ctx.now);
      await signedInAs(ctx, staff.id);
      return { email: staff.email, role: staff.role, brands: staff.brands } satisfies StaffSummary;
    },
  },
  {
    method: 'POST', path: 'sign-out', access: 'signedIn',
    async handler(ctx) {
      if (ctx.sessionToken) await endStaffSession(ctx.db, ctx.sessionToken);
      ctx.setCookies.push(clearedStaffCookie(Boolean(ctx.req.secure)));
      return { signedOut: true };
    },
  },
  {
    method: 'GET', path: 'me', access: 'signedIn',
    async handler(ctx) {
      return { email: ctx.staff.email, role: ctx.staff.role, brands: ctx.staff.brands } satisfies StaffSummary;
    },
  },
];
