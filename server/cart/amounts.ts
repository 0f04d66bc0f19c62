import type { CartAmounts } from '../../lib/cart/types';
import type { StoreSettings } from '../settings/store';

export type Amounts = CartAmounts;

/** The same amounts in integer cents (what orders store and the gateway charges). */
export interface AmountsCents {
  subtotal: number;
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
  value_cents: number;
  min_subtotal_cents: number;
}

interface LineCents {
  totalCents: number;
  originalTotalCents: number;
}

const dollars = (cents: number) => Math.round(cents) / 100;
const toCents = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
};

/** True when the code's minimum is met (a code below its minimum stays on the cart but gives nothing). */
export function discountApplies(discount: DiscountRow, subtotalCents: number): boolean {
  return subtotalCents >= discount.min_subtotal_cents;
}

/**
 * Cart amounts in integer cents. Discount on the subtotal (percent, fixed amount capped at the
 * subtotal, or free shipping); shipping free at or above settings.freeShippingThreshold (after
 * the discount) or on an empty cart, else settings.standardShippingCost; tax at settings.taxRate
 * on the discounted subtotal; clubFee (dollars) is the first club month, added to the total.
 */
export function computeAmountsCents(lines: LineCents[], discount: DiscountRow | null, settings: StoreSettings, clubFee = 0): AmountsCents {
  const subtotal = lines.reduce((s, l) => s + l.totalCents, 0);
  const original = lines.reduce((s, l) => s + l.originalTotalCents, 0);
  let discountCents = 0;
  let freeShipping = false;
  if (discount && discountApplies(discount, subtotal)) {
    if (discount.kind === 'percent') discountCents = Math.round((subtotal * discount.value_cents) / 100);
    else if (discount.kind === 'amount') discountCents = Math.min(discount.value_cents, subtotal);
    else if (discount.kind === 'free_shipping') freeShipping = true;
  }
  const afterDiscount = subtotal - discountCents;
  const threshold = toCents(settings.freeShippingThreshold);
  const shipping = lines.length === 0 || freeShipping || afterDiscount >= threshold ? 0 : toCents(settings.standardShippingCost);
  const taxRate = Number(settings.taxRate ?? 0);
  const tax = Number.isFinite(taxRate) && taxRate > 0 ? Math.round(afterDiscount * taxRate) : 0;
  const club = toCents(clubFee);
  return {
    subtotal,
    discount: discountCents,
    shipping,
    tax,
    club,
    total: afterDiscount + shipping + tax + club,
    savings: original - subtotal + discountCents,
  };
}

/** Cart amounts in dollars, as the cart state shows them. */
export function computeAmounts(lines: LineCents[], discount: DiscountRow | null, settings: StoreSettings, clubFee = 0): Amounts {
  return toDollars(computeAmountsCents(lines, discount, settings, clubFee));
}

export function toDollars(c: AmountsCents): Amounts {
  return {
    subtotal: dollars(c.subtotal),
    discount: dollars(c.discount),
    shipping: dollars(c.shipping),
    tax: dollars(c.tax),
    total: dollars(c.total),
    savings: dollars(c.savings),
  };
}
