import type { Kysely } from 'kysely';

/**
 * A payment the payer must still act on (issue 34: Stripe's 3-D Secure challenge, an Afterpay
 * redirect): orders.payment_id keeps the processor's payment of a pending order, so checkout/complete
 * and the reconciliation job read it by id instead of searching for it. orders.keep_card keeps what
 * checkout decided about the paying card (null: not kept; 0: kept; 1: kept as the default), so an
 * order confirmed later keeps it as one confirmed at once would.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('keep_card', 'integer').execute();
}
