import { sql, type Kysely } from 'kysely';
import { imageInColor } from '../../../lib/catalog/colorImages';

/**
 * Special-offer lines accepted before issue 25's fix kept the item's art in its first colour whatever
 * colour was bought (the thank-you page showed a Sage tee as Rust); they are redrawn in the colour
 * bought, as server/offers/accept.ts now does. A line already redrawn, or a photo, stays as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; color: string; image: string; base: string | null }>`
    SELECT oi.id, oi.color, oi.image,
      (SELECT c.name FROM item_colors c WHERE c.item_id = oi.item_id ORDER BY c.position, c.name LIMIT 1) AS base
    FROM order_items oi
    WHERE oi.discount_class = 'special_offer' AND oi.item_id IS NOT NULL`.execute(db);
  for (const row of rows) {
    const image = imageInColor(row.image, row.color, row.base ?? undefined);
    if (image !== row.image) await sql`UPDATE order_items SET image = ${image} WHERE id = ${row.id}`.execute(db);
  }
}
