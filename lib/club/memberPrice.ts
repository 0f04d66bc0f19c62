/** The prices an item shows: its list price, and what it was before (struck through). */
export interface ShownPrice {
  price: number;
  originalPrice: number | null;
}

interface Priced {
  price: number;
  originalPrice: number | null;
  clubPrice: number | null;
}

/**
 * The member price a cart with member prices charges for the item (server/cart/lines.ts: the club
 * price when set, struck against the original price, else the list price), or null when the item has
 * no member price below its list price.
 */
export function memberPriceOf(item: Priced): ShownPrice | null {
  if (item.clubPrice === null || item.clubPrice >= item.price) return null;
  return { price: item.clubPrice, originalPrice: item.originalPrice ?? item.price };
}

/** What the shopper is charged: the member price while the cart gives member prices, else the list price. */
export function shownPrice(item: Priced, memberPrices: boolean): ShownPrice {
  return (memberPrices && memberPriceOf(item)) || { price: item.price, originalPrice: item.originalPrice };
}
