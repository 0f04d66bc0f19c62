import { sql, type Kysely } from 'kysely';

/**
 * A percent code's percent gets its own column (issue 34: money is integer cents, and a column named
 * value_cents holds cents only). discount_codes.percent_off is the whole percent of a 'percent' code
 * (10 = 10% off), 0 for the others; value_cents is the cents of an 'amount' code, 0 for the others.
 * Existing percent codes move their number from value_cents to percent_off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount_codes').addColumn('percent_off', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE discount_codes SET percent_off = value_cents, value_cents = 0 WHERE kind = 'percent'`.execute(db);
}
