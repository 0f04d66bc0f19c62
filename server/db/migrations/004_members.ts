import type { Kysely } from 'kysely';

/**
 * The members area's club and card screens:
 * - club cancellations keep the reason the member chose from the fixed list (lib/club/reasons.ts)
 *   and their optional comment with the cancelled membership;
 * - saved cards are listed and locked per customer on every payment-methods call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_memberships').addColumn('cancel_reason', 'text').execute();
  await db.schema.alterTable('club_memberships').addColumn('cancel_comment', 'text').execute();
  await db.schema.createIndex('payment_methods_customer').on('payment_methods').column('customer_id').execute();
}
