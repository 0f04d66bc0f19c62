/**
 * How a test card behaves, as in Stripe's test mode (docs.stripe.com/testing): the number decides
 * the outcome, and Stripe's `pm_card_*` test payment method ids stand for those numbers.
 */
export type CardBehaviour =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'expired_card'
  /** 3-D Secure on every on-session payment unless the card was set up for off-session use (4000 0025 0000 3155). */
  | 'authenticate_unless_setup'
  /** 3-D Secure on every payment, off-session ones fail with authentication_required (4000 0027 6000 3184). */
  | 'authenticate_always';

const NUMBERS: Record<string, CardBehaviour> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000002500003155': 'authenticate_unless_setup',
  '4000002760003184': 'authenticate_always',
  '4000000000003220': 'authenticate_always',
};

/** Stripe's test payment method ids and the numbers they stand for. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
};

export const behaviourOf = (number: string): CardBehaviour => NUMBERS[number] ?? 'approve';

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** Luhn check, as Stripe applies before it accepts a number. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const DECLINES: Record<'decline' | 'insufficient_funds' | 'expired_card', { code: string; declineCode: string; message: string }> = {
  decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
};
