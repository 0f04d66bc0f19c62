import { sql, type Kysely } from 'kysely';

/**
 * Discount codes that run between dates and that a customer may use a limited number of times
 * (issue 38): discount_codes gets `starts_at` and `ends_at` (inclusive UTC days, YYYY-MM-DD; null:
 * no bound) and `per_customer_limit` (null: no limit). ckb's WB10VIP ("welcome back") becomes once
 * per customer; later seeds write it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount_codes').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('discount_codes').addColumn('ends_at', 'text').execute();
  await db.schema.alterTable('discount_codes').addColumn('per_customer_limit', 'integer').execute();
  await sql`UPDATE discount_codes SET per_customer_limit = 1 WHERE code_lower = 'wb10vip'`.execute(db);
}
