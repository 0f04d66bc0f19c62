import type { OfferRow } from '../offers/load';
import type { SellableItem } from './stock';
import { nowIso, type Trx } from '../db/tx';

export const BUNDLE_CLASS = 'bundle';

/**
 * Puts an offer into the cart: one fixed line at the offer price; an offer of several pieces
 * (how_many > 1) carries the others as a bundled line (bundledWith = the offer line's cartId,
 * price 0), which the storefront folds into the offer line (lib/cart/bundle.ts).
 */
export async function insertOfferLines(trx: Trx, cartId: number, offer: OfferRow, item: SellableItem, discountClass: string): Promise<number> {
  const created = nowIso();
  const parent = await trx
    .insertInto('cart_lines')
    .values({
      cart_id: cartId, item_id: item.id, color: item.color, size: item.size, quantity: 1, quantity_fixed: 1,
      offer_id: offer.id, unit_price_override_cents: offer.price_cents, discount_class: discountClass,
      banner: offer.short_item_name, created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (offer.how_many > 1) {
    await trx
      .insertInto('cart_lines')
      .values({
        cart_id: cartId, item_id: item.id, color: item.color, size: item.size, quantity: offer.how_many - 1, quantity_fixed: 1,
        bundled_with: parent.id, offer_id: offer.id, unit_price_override_cents: 0, discount_class: `${discountClass},${BUNDLE_CLASS}`,
        created_at: created,
      })
      .execute();
  }
  return parent.id;
}
