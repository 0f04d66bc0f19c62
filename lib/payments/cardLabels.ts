// How a card is named on the page: 'Visa', 'Visa ending in 4242', '12/30'.
import { billingDateLabel } from '../club/months';
import { INSTALMENT_COUNT, instalmentAmountsText } from './instalments';
import type { CardIdentity } from './savedCards';

const CARD_NAMES: Record<string, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', dinersclub: 'Diners Club', jcb: 'JCB',
  unionpay: 'UnionPay', maestro: 'Maestro', dankort: 'Dankort', forbrugsforeningen: 'Forbrugsforeningen',
};

/** The card type's name; 'Card' for a type we do not know. */
export function cardBrandName(brand: string | null | undefined): string {
  return (brand && CARD_NAMES[brand]) || 'Card';
}

/** '12/30': month of two digits, year of two. */
export function expiryLabel(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}

/** 'Visa ending in 4242'. */
export function cardEnding(c: Pick<CardIdentity, 'brand' | 'last4'>): string {
  return `${cardBrandName(c.brand)} ending in ${c.last4}`;
}

/** 'Visa ending in 4242, expires 12/30': tells two cards apart in button names and messages. */
export function cardLabel(c: CardIdentity): string {
  return `${cardEnding(c)}, expires ${expiryLabel(c.expMonth, c.expYear)}`;
}

/**
 * How a post-purchase offer is paid after a 'Pay in 4' order (payment method afterpay): accepting it
 * charges its whole price to the order's card at once (server/offers/accept.ts), it is not added to
 * the installments, so the offer page says so: 'Charged in full today to Visa ending in 4242, not in
 * installments like your order.'; null for an order paid in full (the offer is paid the same way).
 */
export function offerChargeNote(p: Pick<CardIdentity, 'brand' | 'last4'> & { method?: string | null }): string | null {
  if (p.method !== 'afterpay') return null;
  return `Charged in full today to ${cardEnding(p)}, not in installments like your order.`;
}

/**
 * A 'Pay in 4' order (payment method afterpay) as it is charged: with the shop's schedule
 * (lib/payments/instalments.ts) '4 interest-free installments of $16.22 (the last $16.21) on Visa
 * ending in 4242: the first one charged today, then one every two weeks until August 12, 2026';
 * without one (a processor's buy-now-pay-later that paid the order in full) the provider's plan.
 * Null for an order paid in full.
 */
export function instalmentPlan(
  p: Pick<CardIdentity, 'brand' | 'last4'> & { method?: string | null },
  totalCents: number,
  schedule: readonly { dueDate: string }[] | null | undefined,
): string | null {
  if (p.method !== 'afterpay') return null;
  const last = schedule?.length ? schedule[schedule.length - 1] : null;
  if (!last) return `${INSTALMENT_COUNT} interest-free installments with our buy-now-pay-later partner, who sends you the schedule`;
  return `${INSTALMENT_COUNT} interest-free installments of ${instalmentAmountsText(totalCents)} on ${cardEnding(p)}: the first one charged today, then one every two weeks until ${billingDateLabel(last.dueDate)}`;
}
