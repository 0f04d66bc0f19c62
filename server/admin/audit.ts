import type { DB } from '../db';
import type { Trx } from '../db/tx';

/** The staff id of changes made from the command line (npm run staff:create). */
export const COMMAND_LINE_STAFF_ID = 0;

export interface AuditEntry {
  staffId: number;
  /** What was done, e.g. 'order.refund'. */
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  /** The record's brand (an order's); omitted or null for staff records, which only owners of every brand see. */
  brandId?: string | null;
}

/** Appends one row to the audit log; the log is never updated or deleted from. */
export async function writeAudit(db: DB | Trx, e: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      staff_id: e.staffId, action: e.action, record_type: e.recordType, record_id: e.recordId,
      before_json: e.before === null || e.before === undefined ? null : JSON.stringify(e.before),
      after_json: e.after === null || e.after === undefined ? null : JSON.stringify(e.after),
      at: now.toISOString(), ip: e.ip, brand_id: e.brandId ?? null,
    })
    .execute();
}
