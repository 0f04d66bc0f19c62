import type { PaymentMethod } from '../payments/methods';

export interface CardKeepingFacts {
  /** The order starts a club membership (the club in the cart). */
  joinsClub: boolean;
  /** The shopper ticked "Save this card for next time". */
  saveCard: boolean;
  paymentMethod: PaymentMethod;
  /** Paid with a card saved before (it is kept already). */
  paidWithSavedCard: boolean;
  /** Who the order belongs to: the logged-in customer, a guest-checkout record, or a registered account the guest did not log in to. */
  customer: 'logged-in' | 'guest-record' | 'registered-not-logged-in';
}

/**
 * Whether the card an order is paid with is kept on the customer's account, and as the default.
 * - Joining the club keeps it as the default: the club bills the default card every month
 *   (server/club/billing.ts), and without one the first bill would fail. The checkout says so.
 * - Otherwise only a logged-in shopper who ticked the box gets a typed card saved (not a wallet's).
 * - Nothing is ever added to a registered account by someone who is not logged in to it: an
 *   email typed at a guest checkout proves nothing about who owns it.
 */
export function cardToKeep(f: CardKeepingFacts): { makeDefault: boolean } | null {
  if (f.customer === 'registered-not-logged-in') return null;
  if (f.joinsClub) return { makeDefault: true };
  if (f.saveCard && f.customer === 'logged-in' && f.paymentMethod !== 'wallet' && !f.paidWithSavedCard) return { makeDefault: false };
  return null;
}
