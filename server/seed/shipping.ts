/**
 * Shipping and tax used by every brand. taxRate is a flat 6% of the discounted subtotal
 * (shipping is not taxed) — a demo value, not a tax engine.
 */
export const FREE_SHIPPING_THRESHOLD = 75;
export const STANDARD_SHIPPING_COST = 6.95;
export const TAX_RATE = 0.06;

/** 'Free shipping on orders over $75', for seeded shop copy. */
export const FREE_SHIPPING_LINE = `Free shipping on orders over $${FREE_SHIPPING_THRESHOLD}`;
