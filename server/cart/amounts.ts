import type { CartAmounts } from '../../lib/cart/types';
import type { ShippingMethod } from '../../lib/shipping/zones';
import { fromCents, toCents } from '../../lib/format/money';

export type Amounts = CartAmounts;

/** The same amounts in integer cents (what orders store and the gateway charges). */
export interface AmountsCents {
  subtotal: number;
  /** What multi-buy sets take off the subtotal (server/cart/multiBuy.ts); codes apply after it. */
  multiBuy: number;
  discount: number;
  shipping: number;
  tax: number;
  /** First month of a club joined in this cart (included in total). */
  club: number;
  total: number;
  savings: number;
}

export interface DiscountRow {
  kind: string;
  /** An 'amount' code's cents (0 for the other kinds). */
  value_cents: number;
  /** A 'percent' code's whole percent, 10 = 10% (migration 023; 0 for the other kinds). */
  percent_off: number;
  min_subtotal_cents: number;
}

interface LineCents {
  totalCents: number;
  originalTotalCents: number;
  /** A digital good (a digital offer's line): it ships nothing. */
  digital?: boolean;
}

/** Whole cents of a positive dollar amount from settings or a method; anything else is 0. */
const positiveCents = (value: unknown) => {
  const n = Number(value ?? 0);
  return n > 0 ? toCents(n) : 0;
};

/** True when the code's minimum is met (a code below its minimum stays on the cart but gives nothing). */
export function discountApplies(discount: DiscountRow, subtotalCents: number): boolean {
  return subtotalCents >= discount.min_subtotal_cents;
}

/**
 * Cart amounts in integer cents, before tax. The multi-buy saving (multiBuyCents) first, then the
 * discount on what is left (percent, fixed amount capped at it, or free shipping; its minimum is
 * checked against it too); shipping by the destination zone's method: free at or above
 * its freeOver (after the discount) or on an empty cart, else its price; clubFee (dollars) is the
 * first club month, added to the total. Tax is quoted by the tax provider (server/tax) on these
 * amounts and added with withTax().
 */
export function computeAmountsCents(
  lines: LineCents[], discount: DiscountRow | null, method: ShippingMethod, clubFee = 0, multiBuyCents = 0,
): AmountsCents {
  const subtotal = lines.reduce((s, l) => s + l.totalCents, 0);
  const original = lines.reduce((s, l) => s + l.originalTotalCents, 0);
  const multiBuy = Math.min(Math.max(0, multiBuyCents), subtotal);
  const items = subtotal - multiBuy;
  let discountCents = 0;
  let freeShipping = false;
  if (discount && discountApplies(discount, items)) {
    if (discount.kind === 'percent') discountCents = Math.round((items * discount.percent_off) / 100);
    else if (discount.kind === 'amount') discountCents = Math.min(discount.value_cents, items);
    else if (discount.kind === 'free_shipping') freeShipping = true;
  }
  const afterDiscount = items - discountCents;
  const threshold = method.freeOver === null ? Infinity : positiveCents(method.freeOver);
  // Only what ships pays shipping: a cart of digital goods alone (a digital offer) has nothing to send.
  const shipsSomething = lines.some((l) => !l.digital);
  const shipping = !shipsSomething || freeShipping || afterDiscount >= threshold ? 0 : positiveCents(method.price);
  const club = positiveCents(clubFee);
  return {
    subtotal,
    multiBuy,
    discount: discountCents,
    shipping,
    tax: 0,
    club,
    total: afterDiscount + shipping + club,
    savings: original - subtotal + multiBuy + discountCents,
  };
}

/** The amounts with the quoted tax added to the total. */
export const withTax = (c: AmountsCents, taxCents: number): AmountsCents => ({ ...c, tax: taxCents, total: c.total - c.tax + taxCents });

/**
 * Each line's share of the discounted subtotal (cents): the discount spread in proportion to the
 * line totals, the rounding remainder on the largest line, so the shares add up to subtotal − discount.
 */
export function discountedLineCents(lines: LineCents[], discountCents: number): number[] {
  const subtotal = lines.reduce((s, l) => s + l.totalCents, 0);
  if (subtotal <= 0 || discountCents <= 0) return lines.map((l) => l.totalCents);
  const shares = lines.map((l) => l.totalCents - Math.floor((l.totalCents * discountCents) / subtotal));
  const rest = subtotal - discountCents - shares.reduce((s, v) => s + v, 0);
  if (rest !== 0 && shares.length > 0) {
    const largest = shares.indexOf(Math.max(...shares));
    shares[largest] += rest;
  }
  return shares;
}

/** Cart amounts in dollars, as the cart state shows them. */
export function computeAmounts(lines: LineCents[], discount: DiscountRow | null, method: ShippingMethod, clubFee = 0): Amounts {
  return toDollars(computeAmountsCents(lines, discount, method, clubFee));
}

export function toDollars(c: AmountsCents): Amounts {
  return {
    subtotal: fromCents(c.subtotal),
    discount: fromCents(c.discount),
    shipping: fromCents(c.shipping),
    tax: fromCents(c.tax),
    total: fromCents(c.total),
    savings: fromCents(c.savings),
  };
}
