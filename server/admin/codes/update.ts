import type { DB } from '../../db';
import type { Fields } from '../../http/types';
import { inTransaction } from '../../db/tx';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import { codeTerms, type CodeTerms } from './codeInput';
import type { scopedCode } from './list';

type CodeRow = Awaited<ReturnType<typeof scopedCode>>;

/** The row's terms in the form codeTerms answers (PostgreSQL may answer integers as they are stored). */
function termsOf(row: CodeRow): CodeTerms {
  return {
    kind: row.kind as CodeTerms['kind'], value_cents: Number(row.value_cents), percent_off: Number(row.percent_off),
    min_subtotal_cents: Number(row.min_subtotal_cents), description: row.description, club_only: Number(row.club_only), first_order_only: Number(row.first_order_only),
    starts_at: row.starts_at, ends_at: row.ends_at, per_customer_limit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
  };
}

/**
 * Replaces a code's terms (the create form's fields and checks, but not its name or brand), with a
 * `code.update` audit row of the changed columns before and after. The same terms again: nothing
 * written. Orders already placed keep the discount they got.
 */
export async function updateCode(db: DB, staff: Staff, code: CodeRow, f: Fields, ip: string | null, now: Date) {
  const next = codeTerms(f);
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('discount_codes').selectAll().where('id', '=', code.id).executeTakeFirstOrThrow();
    const before = termsOf(row);
    const changed = (Object.keys(next) as (keyof CodeTerms)[]).filter((k) => next[k] !== before[k]);
    if (changed.length) {
      await trx.updateTable('discount_codes').set(next).where('id', '=', code.id).execute();
      const pick = (t: CodeTerms) => Object.fromEntries(changed.map((k) => [k, t[k]]));
      await writeAudit(trx, { staffId: staff.id, action: 'code.update', recordType: 'code', recordId: String(code.id), brandId: code.brand_id, before: { code: code.code, ...pick(before) }, after: { code: code.code, ...pick(next) }, ip }, now);
    }
    return { id: code.id, code: code.code, changed };
  });
}
