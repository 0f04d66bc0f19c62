import { fromCents, toCents } from '../format/money';

/** Where a cart stands on the way to free shipping, as its progress bar and line show it. */
export interface FreeShippingProgress {
  unlocked: boolean;
  /** Dollars still to add (0 once unlocked). */
  remaining: number;
  /** 0–100, for the bar. */
  percent: number;
}

/**
 * Measured on the amount the server decides free shipping on: the subtotal after the discount
 * (server/cart/amounts.ts). The server's shipping charge has the last word: while it charges
 * shipping, nothing says free shipping is unlocked.
 */
export function freeShippingProgress(a: { subtotal: number; discount: number; shipping: number; threshold: number }): FreeShippingProgress {
  const threshold = toCents(a.threshold);
  const counted = Math.max(0, toCents(a.subtotal) - toCents(a.discount));
  if (a.shipping <= 0) return { unlocked: true, remaining: 0, percent: 100 };
  const remaining = Math.max(0, threshold - counted);
  return {
    unlocked: false,
    // At or past the threshold with shipping still charged cannot come from the server's rule; show
    // the smallest step rather than "$0.00 away".
    remaining: fromCents(Math.max(remaining, 1)),
    percent: Math.min(99, Math.floor((counted / threshold) * 100)),
  };
}
