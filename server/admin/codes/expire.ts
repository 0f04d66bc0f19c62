import type { DB } from '../../db';
import { inTransaction } from '../../db/tx';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import type { scopedCode } from './list';

/**
 * Expires a code now: the table has no end date, so it is made inactive (findDiscountCode refuses
 * an inactive code), with an audit row. Expiring an expired code changes and audits nothing.
 */
export async function expireCode(db: DB, staff: Staff, code: Awaited<ReturnType<typeof scopedCode>>, ip: string | null, now: Date) {
  if (!code.active) return { id: code.id, active: false };
  await inTransaction(db, async (trx) => {
    await trx.updateTable('discount_codes').set({ active: 0 }).where('id', '=', code.id).execute();
    await writeAudit(trx, { staffId: staff.id, action: 'code.expire', recordType: 'code', recordId: String(code.id), brandId: code.brand_id, before: { code: code.code, active: true }, after: { code: code.code, active: false }, ip }, now);
  });
  return { id: code.id, active: false };
}
