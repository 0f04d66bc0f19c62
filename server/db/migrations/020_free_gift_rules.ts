import { sql, type Kysely } from 'kysely';

/**
 * The free-gift rules become shop data (issue 27): which gift kinds a brand offers and which
 * categories the gift may come from (category_slugs: a JSON array of slugs, null for any item of the
 * brand). Until now the rules were brand ids written in server/cart/freeGift.ts; the seed writes them
 * from server/seed/data/shop. A database seeded before this migration gets the two rules that code
 * held, for the brands it has settings for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('free_gift_rules')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category_slugs', 'text')
    .addPrimaryKeyConstraint('free_gift_rules_pk', ['brand_id', 'kind'])
    .execute();
  await sql`
    INSERT INTO free_gift_rules (brand_id, kind, category_slugs)
    SELECT r.brand_id, r.kind, r.category_slugs
    FROM (
      SELECT 'pf' AS brand_id, 'free-leggings' AS kind, '["leggings"]' AS category_slugs
      UNION ALL SELECT 'ckb', 'free-underwear', NULL
    ) r
    WHERE EXISTS (SELECT 1 FROM brand_settings s WHERE s.brand_id = r.brand_id)
  `.execute(db);
}
