import type { DB } from '../db';
import { inTransaction } from '../db/tx';
import type { MailBrand } from '../mail/layout';
import { resetPasswordMail } from './mails';
import { queueMail } from './outbox';
import { createToken } from './tokens';

/**
 * The "forgot password" mail: a one-hour reset link for the customer (for one without a password,
 * made by a guest checkout, the link sets their first). POST forgot and the back office send this
 * same mail. Answers whether it was queued (the outbox caps account mails per address and hour).
 */
export async function queuePasswordReset(db: DB, brand: MailBrand, customer: { id: number; email: string; password_hash: string | null }): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const token = await createToken(trx, { brandId: brand.id, kind: 'reset', email: customer.email, customerId: customer.id });
    return queueMail(trx, resetPasswordMail(brand, customer.email, token, !customer.password_hash));
  });
}
