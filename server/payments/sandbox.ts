import { createHmac } from 'node:crypto';
import { cardExpiryProblem, cardType, validateCardCVC, validateCardExpiry, validateCardNumber } from '../../lib/validation/card';
import { CHECKOUT_MESSAGES, cardExpiryMessage } from '../../lib/validation/checkoutSchema';
import { HttpError, badRequest } from '../http/errors';
import { signToken, verifyToken, type TokenPayload } from './token';
import type { CardInput, ChargeResult, DescribedCard, PaymentGateway, RefundResult, TokenizedCard } from './types';

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

const MAX_REMEMBERED = 10_000;

function outcomeOf(digits: string): TokenPayload['outcome'] {
  if (digits === TEST_CARDS.decline) return 'decline';
  if (digits === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'approve';
}

function fourDigitYear(year: string): number {
  return year.length === 2 ? Number(year) + (Number(year) < 70 ? 2000 : 1900) : Number(year);
}

/**
 * An in-process gateway that behaves like a card processor's test mode. Tokens are stateless
 * and HMAC-signed (see token.ts, secret.ts); charges are idempotent per key (remembered in this
 * process, like a processor's idempotency window; across instances the database's unique keys on
 * orders and payments are the guard). It keeps nothing about the card but brand, last four digits
 * and expiry, and logs nothing.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly charges = new Map<string, { amountCents: number; result: ChargeResult }>();

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

  async charge(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult> {
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error('charge amount must be a positive whole number of cents');
    const payload = verifyToken(token, this.secret());
    if (!payload) throw badRequest(INVALID_PAYMENT_TOKEN);
    const seen = this.charges.get(idempotencyKey);
    if (seen) {
      if (seen.amountCents !== amountCents) throw new HttpError(409, 'idempotencyKey: was used for a different amount');
      return seen.result;
    }
    const result = this.decide(payload, amountCents, idempotencyKey);
    this.remember(idempotencyKey, amountCents, result);
    return result;
  }

  async refund(chargeId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    if (!chargeId.startsWith('ch_sb_')) throw badRequest('chargeId: unknown charge');
    return { refundId: `re_sb_${this.mac(`refund:${idempotencyKey}`)}`, amountCents };
  }

  private decide(p: TokenPayload, amountCents: number, key: string): ChargeResult {
    if (p.outcome === 'decline') return { status: 'declined', code: 'card_declined', message: DECLINE_MESSAGES.card_declined };
    if (p.outcome === 'insufficient_funds') return { status: 'declined', code: 'insufficient_funds', message: DECLINE_MESSAGES.insufficient_funds };
    if (!validateCardExpiry(p.expMonth, p.expYear)) return { status: 'declined', code: 'expired_card', message: DECLINE_MESSAGES.expired_card };
    // Deterministic per key: a retried charge has the same id.
    return { status: 'succeeded', chargeId: `ch_sb_${this.mac(`charge:${key}`)}`, amountCents };
  }

  private remember(key: string, amountCents: number, result: ChargeResult): void {
    if (this.charges.size >= MAX_REMEMBERED) this.charges.delete(this.charges.keys().next().value as string);
    this.charges.set(key, { amountCents, result });
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret()).update(text).digest('base64url').slice(0, 24);
  }

  private publicPart(p: TokenPayload) {
    return { brand: p.brand, last4: p.last4, expMonth: p.expMonth, expYear: p.expYear, wallet: p.wallet };
  }
}
