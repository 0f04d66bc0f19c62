import { createHmac } from 'node:crypto';
import { cardExpiryProblem, cardType, validateCardCVC, validateCardExpiry, validateCardNumber } from '../../lib/validation/card';
import { CHECKOUT_MESSAGES, cardExpiryMessage } from '../../lib/validation/checkoutSchema';
import { badRequest } from '../http/errors';
import { signToken, verifyToken, type TokenPayload } from './token';
import type { CardInput, DescribedCard, PaymentGateway, TokenizedCard } from './types';

/** Test numbers with a fixed outcome, as in a processor's test mode; every other valid number approves. */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined',
  insufficient_funds: 'Your card has insufficient funds',
  expired_card: 'Your card has expired',
} as const;

/** A token that is not genuine, or (server/payments/holder.ts) not this shopper's to present. */
export const INVALID_PAYMENT_TOKEN = 'paymentToken: is not a valid payment token';

function outcomeOf(digits: string): TokenPayload['outcome'] {
  if (digits === TEST_CARDS.decline) return 'decline';
  if (digits === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'approve';
}

function fourDigitYear(year: string): number {
  return year.length === 2 ? Number(year) + (Number(year) < 70 ? 2000 : 1900) : Number(year);
}

/**
 * The sandbox's card form: it behaves like a card processor's test mode. Tokens are stateless and
 * HMAC-signed (see token.ts, secret.ts), carrying brand, last four digits, expiry and the test
 * outcome, never the number; it logs nothing. Money moves through the sandbox processor
 * (sandboxProcessor.ts), which asks `assess` what a card decides.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(private readonly secret: () => Buffer) {}

  tokenize(card: CardInput, holder: string | null = null): TokenizedCard {
    const digits = String(card.number ?? '').replace(/[\s-]/g, '');
    const errors: string[] = [];
    if (!validateCardNumber(digits)) errors.push(`number: ${CHECKOUT_MESSAGES.cardNumber}`);
    const month = String(card.expMonth ?? '').trim();
    const year = String(card.expYear ?? '').trim();
    const expiryProblem = /^\d{1,2}$/.test(month) && /^(\d{2}|\d{4})$/.test(year) ? cardExpiryProblem(`${month}/${year}`) : 'invalid';
    if (expiryProblem) errors.push(`expMonth: ${cardExpiryMessage(expiryProblem)}`);
    if (!validateCardCVC(card.cvc, cardType(digits))) errors.push(`cvc: ${CHECKOUT_MESSAGES.cardCvc}`);
    if (errors.length) throw badRequest(errors);
    const payload: TokenPayload = {
      brand: cardType(digits) ?? 'unknown',
      last4: digits.slice(-4),
      expMonth: Number(month),
      expYear: fourDigitYear(year),
      outcome: outcomeOf(digits),
      wallet: card.wallet ?? null,
      holder,
    };
    return { token: signToken(payload, this.secret()), ...this.publicPart(payload) };
  }

  describe(token: string): DescribedCard {
    const payload = verifyToken(token, this.secret());
    if (!payload) throw badRequest(INVALID_PAYMENT_TOKEN);
    return { token, ...this.publicPart(payload), holder: payload.holder };
  }

  /**
   * What the test-mode card decides for a charge: null (approve) or the decline. A token that is not
   * genuine is a 400. The sandbox processor (sandboxProcessor.ts) records the outcome in its ledger.
   */
  assess(token: string): { code: keyof typeof DECLINE_MESSAGES; message: string } | null {
    const p = verifyToken(token, this.secret());
    if (!p) throw badRequest(INVALID_PAYMENT_TOKEN);
    if (p.outcome === 'decline') return { code: 'card_declined', message: DECLINE_MESSAGES.card_declined };
    if (p.outcome === 'insufficient_funds') return { code: 'insufficient_funds', message: DECLINE_MESSAGES.insufficient_funds };
    if (!validateCardExpiry(p.expMonth, p.expYear)) return { code: 'expired_card', message: DECLINE_MESSAGES.expired_card };
    return null;
  }

  /** A deterministic id: the same text (an idempotency key) always names the same payment. */
  idFor(prefix: string, text: string): string {
    return `${prefix}${this.mac(text)}`;
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret()).update(text).digest('base64url').slice(0, 24);
  }

  private publicPart(p: TokenPayload) {
    return { brand: p.brand, last4: p.last4, expMonth: p.expMonth, expYear: p.expYear, wallet: p.wallet };
  }
}
