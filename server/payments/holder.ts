import { createHash } from 'node:crypto';
import { badRequest } from '../http/errors';
import { INVALID_PAYMENT_TOKEN } from './sandbox';
import type { DescribedCard } from './types';
import { getGateway } from '.';
import type { PaymentMethodDetails } from './processor';
import { processorFor } from './processors';

/**
 * Who a payment token belongs to: the session that asked payments/tokenize for it, sealed into the
 * signed token as a digest (the token reaches the browser; the session id is its cookie's secret).
 * A login or logout starts a new session, so a token belongs to one shopper at one moment.
 */
export const tokenHolder = (sessionId: string): string =>
  createHash('sha256').update(`payment-token-holder:${sessionId}`).digest('base64url').slice(0, 22);

/**
 * The card behind a token a shopper sent (checkout's paymentToken, payment-method/add's token).
 * Only a token made for this session counts: one tokenized by another session (copied, leaked,
 * read from a log) or made by the server for itself (a saved card's, an order's) gets the same
 * 400 as a forged one, so the answer does not tell a stolen token from a made-up one. Tokens the
 * server keeps (saved cards, an order's for its offers) are charged on the server, never through here.
 */
export function describeShopperToken(sessionId: string | null, token: string): DescribedCard {
  const card = getGateway().describe(token);
  if (sessionId === null || card.holder !== tokenHolder(sessionId)) throw badRequest(INVALID_PAYMENT_TOKEN);
  return card;
}

/** describeShopperToken through the brand's processor (the sandbox's methods carry a holder; a processor's that do not are not bound to a session). */
export async function describeShopperMethod(brandId: string, sessionId: string | null, method: string): Promise<PaymentMethodDetails> {
  const details = await processorFor(brandId).describeMethod(method);
  if (details.holder !== null && (sessionId === null || details.holder !== tokenHolder(sessionId))) throw badRequest(INVALID_PAYMENT_TOKEN);
  return details;
}
