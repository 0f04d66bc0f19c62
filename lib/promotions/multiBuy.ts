// Multi-buy promotions (mix-and-match sets by category) as the storefront shows them. Pure: safe in the browser.
import { formatMoney } from '../format/money';

/** A brand's multi-buy set: any `quantity` items of the category together cost `price` (dollars). */
export interface MultiBuyOffer {
  id: number;
  categoryId: number;
  categoryName: string;
  /** The category page, where the set's items are. */
  path: string;
  quantity: number;
  price: number;
  /** "Mix any 5 Cheekies for $50" (multiBuyLabel). */
  label: string;
}

/** A set applied in the cart: how many times, and what it took off the items' prices (dollars). */
export interface AppliedMultiBuy {
  id: number;
  label: string;
  sets: number;
  saving: number;
}

/** $50 for whole dollars, $49.99 otherwise. */
export function setPriceText(price: number): string {
  return formatMoney(price, { stripZeroCents: true });
}

/** The set's wording, the same on item and category pages, in the cart and in the copy test. */
export function multiBuyLabel(quantity: number, categoryName: string, price: number): string {
  return `Mix any ${quantity} ${categoryName} for ${setPriceText(price)}`;
}
