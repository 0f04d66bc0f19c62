import type { DB } from '../db';
import type { CartLineState } from '../../lib/cart/types';
import { splitColors } from '../../lib/format/colors';
import { imageInColor } from '../../lib/catalog/colorImages';
import { fromCents } from '../../lib/format/money';

/** A cart line as the storefront reads it (spec section 3, "Cart line"), plus the cents the totals use. */
export interface PricedLine extends CartLineState {
  totalCents: number;
  originalTotalCents: number;
  /** The item is for club members only (items.vip_only). */
  vipOnly: boolean;
  /** Members' early access until then (items.members_until, ISO); null when open to everyone. */
  membersUntil: string | null;
  /** Bought at its own price (isRegularLine): an order bump gets its offer price only beside such a line. */
  regular: boolean;
  /** From a digital offer (offers.digital): nothing to ship, no shipping charged for it, taxed as digital goods. */
  digital: boolean;
}

/** What a bump line says while the cart holds nothing it is an add-on to (it then costs the regular price). */
export const ADD_ON_NOTE = 'Add-on price only with another item in your order';
/** POST cart/order-bump on a cart without a regular line or the club bought with it. */
export const ADD_ON_REFUSAL = 'this offer is an add-on to an order. Add an item to your cart first.';

/**
 * A line bought at its own price: not an offer, a free gift or a piece bundled with another line.
 * An order bump is priced at its offer price only while the cart holds one (or the club is bought with it).
 */
const isRegularLine = (r: { offer_id: number | null; bundled_with: number | null; unit_price_override_cents: number | null }) =>
  r.offer_id === null && r.bundled_with === null && r.unit_price_override_cents === null;

/**
 * The cart's lines priced: club prices with `clubPricing`; offer and gift lines at their prices, an
 * order bump at its offer price only when the cart holds a regular line or `clubBought` (the club is
 * bought with this cart, an order of its own), else at the regular price of its pieces.
 */
export async function loadCartLines(db: DB, cartId: number, clubPricing: boolean, clubBought = false): Promise<PricedLine[]> {
  const rows = await db
    .selectFrom('cart_lines as l')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .leftJoin('offers as o', 'o.id', 'l.offer_id')
    .select([
      'o.digital',
      'l.id', 'l.item_id', 'l.color', 'l.size', 'l.quantity', 'l.quantity_fixed', 'l.bundled_with', 'l.discount_class',
      'l.unit_price_override_cents', 'l.offer_id', 'l.banner', 'i.name', 'i.path', 'i.description', 'i.price_cents',
      'i.original_price_cents', 'i.club_price_cents', 'i.vip_only', 'i.members_until',
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
  // Without a regular line, an order bump costs what its pieces cost at the regular price: the
  // bump line carries all of them (its bundled pieces stay at 0, folded into it).
  const addOnPrices = clubBought || rows.some(isRegularLine);
  const pieces = new Map<number, number>();
  for (const r of rows) if (r.bundled_with !== null) pieces.set(r.bundled_with, (pieces.get(r.bundled_with) ?? 0) + r.quantity);

  return rows.map((r) => {
    const listCents = clubPricing && r.club_price_cents ? r.club_price_cents : r.price_cents;
    const fullPriceAddOn = r.offer_id !== null && !addOnPrices;
    const piecesOnLine = fullPriceAddOn && r.bundled_with === null ? 1 + (pieces.get(r.id) ?? 0) : 1;
    const unitCents = fullPriceAddOn ? (r.bundled_with === null ? listCents * piecesOnLine : 0) : (r.unit_price_override_cents ?? listCents);
    const regularCents = r.original_price_cents ?? (listCents < r.price_cents ? r.price_cents : null);
    const originalCents = fullPriceAddOn
      ? (r.bundled_with === null && regularCents !== null ? regularCents * piecesOnLine : null)
      : (r.original_price_cents ?? (unitCents < r.price_cents ? r.price_cents : null));
    const totalCents = unitCents * r.quantity;
    const originalTotalCents = (originalCents ?? unitCents) * r.quantity;
    return {
      cartId: r.id,
      itemId: r.item_id,
      path: r.path,
      // The item's art drawn in the line's colour (photos from elsewhere stay as they are).
      image: imageInColor(imageByItem.get(r.item_id) ?? '', r.color, baseColorByItem.get(r.item_id)),
      name: r.name,
      description: r.description.split('\n')[0].slice(0, 160),
      colors: splitColors(r.color),
      color: r.color,
      quantity: r.quantity,
      quantityFixed: Boolean(r.quantity_fixed),
      bundledWith: r.bundled_with,
      size: r.size,
      price: fromCents(unitCents),
      originalPrice: originalCents === null ? null : fromCents(originalCents),
      total: fromCents(totalCents),
      originalTotal: fromCents(originalTotalCents),
      banner: fullPriceAddOn && r.bundled_with === null ? ADD_ON_NOTE : r.banner,
      discountClass: r.discount_class,
      totalCents,
      originalTotalCents,
      vipOnly: Boolean(r.vip_only),
      membersUntil: r.members_until ?? null,
      regular: isRegularLine(r),
      digital: Boolean(r.digital),
    };
  });
}

/** Each item's first colour (rows in catalog order), the one its images are drawn in. */
function firstColors(colors: { item_id: number; name: string }[]): Map<number, string> {
  const first = new Map<number, string>();
  for (const c of colors) if (!first.has(c.item_id)) first.set(c.item_id, c.name);
  return first;
}
