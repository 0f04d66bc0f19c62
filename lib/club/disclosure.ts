// What a shopper is told before joining the paid club at checkout (automatic-renewal disclosure).
// The server sends this text with the cart (GET cart: clubJoin) and stores it, with its version, on
// the order that joins (orders.club_consent_text / club_terms_version), so the record says what was shown.

import { formatMoney } from '../format/money';
import { addOneMonth, billingDateLabel } from './months';

/** The VIP terms page (pages/vipterms.tsx) and the version of the terms and disclosure the consent is given to. */
export const CLUB_TERMS_PATH = '/vipterms';
export const CLUB_TERMS_VERSION = 'vip-terms-2026-11';
/** Where a member cancels (the members area). */
export const CLUB_CANCEL_PATH = '/members';

/** The first renewal: the same day next month (or that month's last day), as startMembership bills it. */
export const firstRenewalDate = (now: Date = new Date()): string => addOneMonth(now.toISOString().slice(0, 10));

export interface ClubDisclosureFacts {
  clubName: string;
  /** The monthly price in dollars. */
  monthly: number;
  /** 'YYYY-MM-DD'. */
  renewalDate: string;
}

/** The disclosure beside the pay button: the recurring price, how often, when it first renews, and how to cancel. */
export function clubDisclosureText(f: ClubDisclosureFacts): string {
  const price = formatMoney(f.monthly);
  return (
    `Your ${f.clubName} membership renews automatically every month at ${price} a month, charged to the card you pay with today, ` +
    `first on ${billingDateLabel(f.renewalDate)} and then on the same day each month, until you cancel. ` +
    `Cancel any time online on your membership page (${CLUB_CANCEL_PATH}) before a billing date and you will not be charged again.`
  );
}

/** The label of the consent box (unticked until the shopper ticks it). */
export function clubConsentLabel(clubName: string, monthly: number): string {
  return `I agree to the ${clubName} terms and to be charged ${formatMoney(monthly)} every month until I cancel.`;
}
