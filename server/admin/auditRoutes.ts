import { badRequest } from '../http/errors';
import { optionalInt, optionalString } from '../http/input';
import type { AdminRoute } from './http/types';
import type { AuditPage, AuditRow } from '../../lib/admin/types';
import { visibleBrandIds } from './orders/scope';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_TYPE = /^[a-z_]{1,30}$/;
const PAGE_SIZE = 100;


/** GET audit: the log, newest first, filtered by staff (email), record (type and id) and date range. Owners only, within their brands. */
export const auditRoutes: AdminRoute[] = [
  {
    method: 'GET', path: 'audit', access: 'audit.read',
    async handler(ctx) {
      const f = ctx.req.query;
      const staffEmail = optionalString(f, 'staff', 254)?.toLowerCase();
      const recordType = optionalString(f, 'recordType', 30);
      if (recordType !== undefined && !RECORD_TYPE.test(recordType)) throw badRequest('recordType: unknown record type');
      const recordId = optionalString(f, 'recordId', 40);
      const from = optionalString(f, 'from', 10);
      const to = optionalString(f, 'to', 10);
      for (const [name, v] of [['from', from], ['to', to]] as const) {
        if (v !== undefined && (!DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))) throw badRequest(`${name}: must be a date such as 2026-01-31`);
      }
      const page = optionalInt(f, 'page', 1, 1000) ?? 1;
      let q = ctx.db.selectFrom('staff_audit').leftJoin('staff', 'staff.id', 'staff_audit.staff_id').select([
        'staff_audit.id', 'staff_audit.staff_id', 'staff.email', 'staff_audit.action', 'staff_audit.record_type', 'staff_audit.record_id',
        'staff_audit.before_json', 'staff_audit.after_json', 'staff_audit.at', 'staff_audit.ip',
      ]);
      // An owner of some brands sees those brands' rows only (staff records have no brand: owners of every brand see them).
      if (ctx.staff.brands !== 'all') {
        const brands = visibleBrandIds(ctx.staff);
        if (!brands.length) return { entries: [], page, more: false } satisfies AuditPage;
        q = q.where('staff_audit.brand_id', 'in', brands);
      }
      if (staffEmail) q = q.where('staff.email', '=', staffEmail);
      if (recordType) q = q.where('staff_audit.record_type', '=', recordType);
      if (recordId) q = q.where('staff_audit.record_id', '=', recordId.replace(/^#/, ''));
      if (from) q = q.where('staff_audit.at', '>=', `${from}T00:00:00.000Z`);
      if (to) q = q.where('staff_audit.at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString());
      const rows = await q.orderBy('staff_audit.id', 'desc').limit(PAGE_SIZE + 1).offset((page - 1) * PAGE_SIZE).execute();
      const entries: AuditRow[] = rows.slice(0, PAGE_SIZE).map((r) => ({
        id: Number(r.id), staffId: Number(r.staff_id), staffEmail: r.email, action: r.action, recordType: r.record_type, recordId: r.record_id,
        before: r.before_json, after: r.after_json, at: r.at, ip: r.ip,
      }));
      return { entries, page, more: rows.length > PAGE_SIZE } satisfies AuditPage;
    },
  },
];
