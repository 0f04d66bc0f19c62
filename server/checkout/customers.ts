import type { Brand } from '../../brands/types';
import type { Trx } from '../db/tx';
import { nowIso } from '../db/tx';

export interface CheckoutCustomer {
  id: number;
  /** Whether the customer has a password (an account someone logs in to), not only guest checkouts. */
  registered: boolean;
}

/** The customer with this email in this brand, created (without a password) when there is none. */
export async function findOrCreateCustomer(trx: Trx, brand: Brand, email: string, name: string): Promise<CheckoutCustomer> {
  await trx
    .insertInto('customers')
    .values({ brand_id: brand.id, email, name, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['brand_id', 'email']).doNothing())
    .execute();
  const row = await trx.selectFrom('customers').select(['id', 'password_hash']).where('brand_id', '=', brand.id).where('email', '=', email).executeTakeFirstOrThrow();
  return { id: row.id, registered: Boolean(row.password_hash) };
}
