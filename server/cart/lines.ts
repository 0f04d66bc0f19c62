import type { DB } from '../db';
import type { CartLineState } from '../../lib/cart/types';
import { splitColors } from '../../lib/format/colors';
import { colorImageUrl } from '../../lib/catalog/colorImages';

/** A cart line as the storefront reads it (spec section 3, "Cart line"), plus the cents the totals use. */
export interface PricedLine extends CartLineState {
  totalCents: number;
  originalTotalCents: number;
}

export async function loadCartLines(db: DB, cartId: number, clubPricing: boolean): Promise<PricedLine[]> {
  const rows = await db
    .selectFrom('cart_lines as l')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .select([
      'l.id', 'l.item_id', 'l.color', 'l.size', 'l.quantity', 'l.quantity_fixed', 'l.bundled_with', 'l.discount_class',
      'l.unit_price_override_cents', 'l.banner', 'i.name', 'i.path', 'i.description', 'i.price_cents',
      'i.original_price_cents', 'i.club_price_cents',
    ])
    .where('l.cart_id', '=', cartId)
    .orderBy('l.id')
    .execute();
  if (rows.length === 0) return [];
  const itemIds = [...new Set(rows.map((r) => r.item_id))];
  const [images, colors] = await Promise.all([
    db
      .selectFrom('item_images')
      .select(['item_id', 'url'])
      .where('item_id', 'in', itemIds)
      .where('kind', '=', 'main')
      .where('image_key', '=', 'image1')
      .execute(),
    // In the catalog's own colour order (server/catalog/load.ts): an item's first row is its base colour.
    db.selectFrom('item_colors').select(['item_id', 'name']).where('item_id', 'in', itemIds).orderBy('item_id').orderBy('position').orderBy('name').execute(),
  ]);
  const imageByItem = new Map(images.map((i) => [i.item_id, i.url]));
  const baseColorByItem = firstColors(colors);

  return rows.map((r) => {
    const listCents = clubPricing && r.club_price_cents ? r.club_price_cents : r.price_cents;
    const unitCents = r.unit_price_override_cents ?? listCents;
    const originalCents = r.original_price_cents ?? (unitCents < r.price_cents ? r.price_cents : null);
    const totalCents = unitCents * r.quantity;
    const originalTotalCents = (originalCents ?? unitCents) * r.quantity;
    return {
      cartId: r.id,
      itemId: r.item_id,
      path: r.path,
      // The item's art drawn in the line's colour (photos from elsewhere stay as they are).
      image: lineImage(imageByItem.get(r.item_id) ?? '', r.color, baseColorByItem.get(r.item_id)),
      name: r.name,
      description: r.description.split('\n')[0].slice(0, 160),
      colors: splitColors(r.color),
      color: r.color,
      quantity: r.quantity,
      quantityFixed: Boolean(r.quantity_fixed),
      bundledWith: r.bundled_with,
      size: r.size,
      price: unitCents / 100,
      originalPrice: originalCents === null ? null : originalCents / 100,
      total: totalCents / 100,
      originalTotal: originalTotalCents / 100,
      banner: r.banner,
      discountClass: r.discount_class,
      totalCents,
      originalTotalCents,
    };
  });
}

/** The item's art in the line's colour; the base colour is what the art already shows, so its URL stays as it is. */
function lineImage(url: string, color: string, baseColor: string | undefined): string {
  if (!color || color === baseColor) return url;
  return colorImageUrl(url, color) ?? url;
}

/** Each item's first colour (rows in catalog order), the one its images are drawn in. */
function firstColors(colors: { item_id: number; name: string }[]): Map<number, string> {
  const first = new Map<number, string>();
  for (const c of colors) if (!first.has(c.item_id)) first.set(c.item_id, c.name);
  return first;
}
