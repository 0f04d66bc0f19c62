import type { Trx } from '../db/tx';
import { unauthorized } from '../http/errors';

/**
 * Takes the customer's row lock inside a transaction (a no-op UPDATE locks the row on PostgreSQL
 * and takes the write lock on SQLite), so two tabs changing the same customer's saved things at
 * once run one after the other: neither can pass a limit the other just reached, or leave two
 * defaults. Also the brand check: a customer of another brand is not logged in here (401).
 */
export async function lockCustomer(trx: Trx, brandId: string, customerId: number): Promise<void> {
  const res = await trx
    .updateTable('customers')
    .set((eb) => ({ brand_id: eb.ref('brand_id') }))
    .where('id', '=', customerId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw unauthorized();
}
