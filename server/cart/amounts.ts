import type { StoreSettings } from '../settings/store';

export interface Amounts {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** Not part of the spec's amounts; savings against original prices plus the discount. */
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

/** Cart amounts, computed in integer cents. clubFee is the first month of a club joined in this cart. */
export function computeAmounts(lines: LineCents[], discount: DiscountRow | null, settings: StoreSettings, clubFee = 0): Amounts {
  const subtotalCents = lines.reduce((s, l) => s + l.totalCents, 0);
  const originalCents = lines.reduce((s, l) => s + l.originalTotalCents, 0);
  let discountCents = 0;
  let freeShipping = false;
  if (discount && subtotalCents >= discount.min_subtotal_cents) {
    if (discount.kind === 'percent') discountCents = Math.round((subtotalCents * discount.value_cents) / 100);
    else if (discount.kind === 'amount') discountCents = Math.min(discount.value_cents, subtotalCents);
    else if (discount.kind === 'free_shipping') freeShipping = true;
  }
  const afterDiscount = subtotalCents - discountCents;
  const thresholdCents = Math.round(Number(settings.freeShippingThreshold) * 100);
  const shippingCents =
    lines.length === 0 || freeShipping || afterDiscount >= thresholdCents ? 0 : Math.round(Number(settings.standardShippingCost) * 100);
  const taxRate = Number(settings.taxRate ?? 0);
  const taxCents = Math.round(afterDiscount * taxRate);
  const clubCents = Math.round(clubFee * 100);
  const totalCents = afterDiscount + shippingCents + taxCents + clubCents;
  return {
    subtotal: dollars(subtotalCents),
    discount: dollars(discountCents),
    shipping: dollars(shippingCents),
    tax: dollars(taxCents),
    total: dollars(totalCents),
    savings: dollars(originalCents - subtotalCents + discountCents),
  };
}
