// The words the back office's set and offer pages use for stored values, and typed dollars read as cents.
import { parseMoneyInput, toCents } from '../format/money';

export const LIST_LABELS: Record<string, string> = { order_bump: 'Order bump (before checkout)', special_offer: 'Special offer (after checkout)' };

/** The offer templates (lib/checkout/nextPage.ts OFFER_KINDS), named for what they show. */
export const TYPE_LABELS: Record<string, string> = {
  cb: 'cb: order bump',
  cbv2: 'cbv2: order bump, challenger',
  csr: 'csr: one piece',
  ms: 'ms: several pieces',
};

export const FLOW_LABELS: Record<string, string> = {
  free_flow: 'Checkout',
  vip_flow: 'Joining the club',
  checkout_club_flow: 'Club joined at checkout',
  all: 'Every funnel',
};

/** A typed dollar amount ('12.99', '$12.99') as whole cents, or null when it is not an amount above zero. */
export function typedCents(text: string): number | null {
  const dollars = parseMoneyInput(text);
  const cents = Number.isFinite(dollars) ? toCents(dollars) : 0;
  return cents > 0 ? cents : null;
}
