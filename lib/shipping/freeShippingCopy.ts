import { formatMoney } from '../format/money';

/**
 * The free-shipping threshold as copy states it. Shipping is free at or above the threshold
 * (server/cart/amounts.ts), so an order of exactly $75 ships free: '$75 or more', never 'over $75'.
 */
export const thresholdCopy = (threshold: number): string => `${formatMoney(threshold, { stripZeroCents: true })} or more`;

/** 'Free shipping on orders of $75 or more' (no full stop). */
export const freeShippingLine = (threshold: number): string => `Free shipping on orders of ${thresholdCopy(threshold)}`;
