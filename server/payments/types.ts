import type { TokenizedCard as TokenizedCardAnswer } from '../../lib/payments/types';

/** The sandbox's card form (money moves through processor.ts). Card numbers and CVCs never go beyond tokenize(). */
export interface CardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  name: string;
  /** Set when the card came from a wallet (Apple Pay / Google Pay). */
  wallet?: 'apple_pay' | 'google_pay';
}

/** POST payments/tokenize's answer (lib/payments/types.ts), and the wallet the card came from. */
export interface TokenizedCard extends TokenizedCardAnswer {
  wallet: string | null;
}

/** A token read back: the card, and who may present it (TokenPayload.holder; null when the server made it for itself). */
export interface DescribedCard extends TokenizedCard {
  holder: string | null;
}

export interface PaymentGateway {
  readonly name: string;
  /**
   * Validates the card and returns a token in its place; throws a 400 HttpError naming the field.
   * `holder` (server/payments/holder.ts) is sealed into the token: who may hand it back.
   */
  tokenize(card: CardInput, holder?: string | null): TokenizedCard;
  /** Reads a token back (brand, last4, expiry, holder); throws a 400 HttpError when it is not genuine. */
  describe(token: string): DescribedCard;
}
