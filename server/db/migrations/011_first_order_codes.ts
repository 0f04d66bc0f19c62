import { sql, type Kysely } from 'kysely';

/**
 * Promo codes that are only for a shopper's first order (issue 23): discount_codes gets
 * `first_order_only` (0/1). The spec's 10First ("10% off your first order") is such a code in
 * every brand; rows seeded before this migration are marked here, later seeds write the flag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount_codes').addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await markFirstOrderCodes(db);
}

/** Marks every brand's stored 10First (any case) as a first-order code. */
export async function markFirstOrderCodes(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE discount_codes SET first_order_only = 1 WHERE code_lower = '10first'`.execute(db);
}
