import { sql, type Kysely } from 'kysely';

/**
 * Sock sizes are chosen by shoe size: size_guides gets a `shoe` line (the API's 'Shoe size'),
 * beside bust, waist, hip and pant. Guides seeded before it kept their shoe-size ranges in `pant'
 * ("Women's shoe 4–6 / Men's 3–5"); those move to `shoe`, worded as the seed now writes them
 * ("Women's 4–6 / Men's 3–5", the label saying the rest). Pant sizes ('0–2') never name a shoe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('size_guides').addColumn('shoe', 'text').execute();
  await sql`UPDATE size_guides SET shoe = replace(pant, 'shoe ', ''), pant = NULL WHERE lower(pant) LIKE '%shoe%'`.execute(db);
}
