import { BRANDS, defaultBrandId, brandById, findBrandByHost } from '../../brands';
import { inTransaction, isUniqueViolation } from '../db/tx';
import { badRequest, conflict, notFound } from '../http/errors';
import { optionalString, requireEmail, requireEnum } from '../http/input';
import { rowIdOf } from '../http/rowId';
import { queueServiceMail } from '../accounts/outbox';
import { toCents } from '../../lib/format/money';
import type { StaffListRow } from '../../lib/admin/types';
import { writeAudit } from './audit';
import { formatBrandScope, parseBrandScope, seesBrand, type BrandScope } from './brandScope';
import type { AdminRoute, SignedInContext } from './http/types';
import { ROLES } from './roles';
import { createStaff, setPasswordLink, type Staff } from './staffAccounts';
import { staffInviteMail } from './staffMail';

/** An owner manages only staff whose every brand is theirs: an 'all' owner everyone, a pf owner pf-only staff. */
function covers(owner: Staff, scope: BrandScope): boolean {
  if (owner.brands === 'all') return true;
  return scope !== 'all' && scope.length > 0 && scope.every((b) => seesBrand(owner.brands, b));
}

function readBrands(raw: string): BrandScope {
  if (raw === 'all') return 'all';
  const ids = [...new Set(raw.split(',').map((b) => b.trim()).filter(Boolean))];
  const known = BRANDS.map((b) => b.id);
  if (!ids.length || ids.length > known.length || ids.some((b) => !known.includes(b))) throw badRequest(`brands: 'all' or brand ids among ${known.join(', ')}`);
  return ids;
}

function readLimit(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(raw)) throw badRequest('refundLimit: an amount in dollars, e.g. 50 or 49.99');
  return toCents(Number(raw));
}

/** The origin the owner's browser used (the router checked it equals the host), for the mailed link. */
function originOf(ctx: SignedInContext): string {
  return new URL(ctx.req.origin ?? `https://${ctx.req.host ?? ''}`).origin;
}

export const staffRoutes: AdminRoute[] = [
  {
    method: 'GET', path: 'staff', access: 'staff.manage',
    async handler(ctx) {
      const rows = await ctx.db.selectFrom('staff').select(['id', 'email', 'role', 'brands', 'refund_limit_cents', 'created_at', 'disabled_at', 'password_hash']).orderBy('id').execute();
      const staff: StaffListRow[] = rows
        .filter((r) => covers(ctx.staff, parseBrandScope(r.brands)))
        .map((r) => ({
          id: Number(r.id), email: r.email, role: r.role, brands: parseBrandScope(r.brands), refundLimitCents: r.refund_limit_cents === null ? null : Number(r.refund_limit_cents),
          createdAt: r.created_at, disabledAt: r.disabled_at, setUp: r.password_hash !== null,
        }));
      return { staff };
    },
  },
  {
    // Invites a staff member: the account, and a mail with the one-time set-password link.
    method: 'POST', path: 'staff', access: 'staff.manage',
    async handler(ctx) {
      const f = ctx.req.body;
      const email = requireEmail(f, 'email');
      const role = requireEnum(f, 'role', ROLES);
      const brands = readBrands(optionalString(f, 'brands', 200) ?? '');
      const refundLimitCents = readLimit(optionalString(f, 'refundLimit', 20));
      if (!covers(ctx.staff, brands)) throw badRequest('brands: you can only give access to your own brands');
      const brand = findBrandByHost(ctx.req.host) ?? brandById(defaultBrandId());
      try {
        return await inTransaction(ctx.db, async (trx) => {
          const { staffId, token } = await createStaff(trx, { email, role, brands, refundLimitCents }, ctx.now);
          await queueServiceMail(trx, staffInviteMail(brand, email, setPasswordLink(originOf(ctx), token), role), ctx.now);
          await writeAudit(trx, {
            staffId: ctx.staff.id, action: 'staff.invite', recordType: 'staff', recordId: String(staffId), before: null,
            after: { email, role, brands, refundLimitCents }, ip: ctx.req.ip ?? null,
          }, ctx.now);
          return { id: staffId };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('email: a staff member with this email exists already');
        throw err;
      }
    },
  },
  {
    // Changes a staff member's role, brands or refund limit; it applies to their next request (the
    // session reads the staff row each time).
    method: 'POST', path: 'staff/:id', access: 'staff.manage',
    async handler(ctx) {
      const id = rowIdOf(ctx.params.id);
      if (id === null) throw notFound('staff: not found');
      const row = await ctx.db.selectFrom('staff').select(['id', 'role', 'brands', 'refund_limit_cents']).where('id', '=', id).executeTakeFirst();
      if (!row || !covers(ctx.staff, parseBrandScope(row.brands))) throw notFound('staff: not found');
      if (id === ctx.staff.id) throw badRequest('staff: you cannot change your own access; ask another owner');
      const f = ctx.req.body;
      const role = f.role === undefined ? row.role : requireEnum(f, 'role', ROLES);
      const rawBrands = optionalString(f, 'brands', 200);
      const brands = rawBrands === undefined ? parseBrandScope(row.brands) : readBrands(rawBrands);
      if (!covers(ctx.staff, brands)) throw badRequest('brands: you can only give access to your own brands');
      const rawLimit = optionalString(f, 'refundLimit', 20);
      const refundLimitCents = f.refundLimit === undefined ? (row.refund_limit_cents === null ? null : Number(row.refund_limit_cents)) : rawLimit ? readLimit(rawLimit) : null;
      const before = { role: row.role, brands: parseBrandScope(row.brands), refundLimitCents: row.refund_limit_cents === null ? null : Number(row.refund_limit_cents) };
      const after = { role, brands, refundLimitCents };
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      if (!changed.length) return { id, changed };
      await inTransaction(ctx.db, async (trx) => {
        await trx.updateTable('staff').set({ role, brands: formatBrandScope(brands), refund_limit_cents: refundLimitCents }).where('id', '=', id).execute();
        await writeAudit(trx, {
          staffId: ctx.staff.id, action: 'staff.update', recordType: 'staff', recordId: String(id),
          before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, after[k]])), ip: ctx.req.ip ?? null,
        }, ctx.now);
      });
      return { id, changed };
    },
  },
  {
    // Disables a staff member: no sign-in, and their sessions end at once.
    method: 'POST', path: 'staff/:id/disable', access: 'staff.manage',
    async handler(ctx) {
      const id = rowIdOf(ctx.params.id);
      if (id === null) throw notFound('staff: not found');
      const row = await ctx.db.selectFrom('staff').select(['id', 'brands', 'disabled_at']).where('id', '=', id).executeTakeFirst();
      if (!row || !covers(ctx.staff, parseBrandScope(row.brands))) throw notFound('staff: not found');
      if (id === ctx.staff.id) throw badRequest('staff: you cannot disable your own account');
      if (row.disabled_at !== null) return { disabled: true };
      await inTransaction(ctx.db, async (trx) => {
        await trx.updateTable('staff').set({ disabled_at: ctx.now.toISOString() }).where('id', '=', id).execute();
        await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
        await writeAudit(trx, { staffId: ctx.staff.id, action: 'staff.disable', recordType: 'staff', recordId: String(id), before: { disabledAt: null }, after: { disabledAt: ctx.now.toISOString() }, ip: ctx.req.ip ?? null }, ctx.now);
      });
      return { disabled: true };
    },
  },
];
