import type { DB } from '../../db';
import type { Fields } from '../../http/types';
import { requireString } from '../../http/input';
import { conflict, notFound } from '../../http/errors';
import { inTransaction } from '../../db/tx';
import { writeAudit } from '../audit';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';
import { newCodeValues } from './codeInput';

/** Creates a code for one of the staff member's brands (`brand`); a name the brand already has is a 409. */
export async function createCode(db: DB, staff: Staff, f: Fields, ip: string | null, now: Date) {
  const brand = requireString(f, 'brand', 20);
  if (!visibleBrandIds(staff).includes(brand)) throw notFound('brand: not found');
  const values = newCodeValues(f, brand);
  return inTransaction(db, async (trx) => {
    const taken = await trx.selectFrom('discount_codes').select('id').where('brand_id', '=', brand).where('code_lower', '=', values.code_lower).executeTakeFirst();
    if (taken) throw conflict(`code: ${values.code} already exists for this brand`);
    const row = await trx.insertInto('discount_codes').values(values).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    await writeAudit(trx, { staffId: staff.id, action: 'code.create', recordType: 'code', recordId: String(id), brandId: brand, before: null, after: values, ip }, now);
    return { id, code: values.code };
  });
}
