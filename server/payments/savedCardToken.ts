import type { DB } from '../db';
import { badRequest } from '../http/errors';
import { chargeableCards } from './chargeableCards';

export const SAVED_CARD_CHECKOUT_MESSAGES = {
  loginRequired: 'savedCardId: Please log in to pay with a saved card.',
  gone: 'savedCardId: That saved card is no longer available. Choose another card or enter one.',
  expired: 'savedCardId: That card has expired. Choose another card or enter one.',
} as const;

/**
 * The gateway token of a saved card the logged-in customer pays with at checkout. The token never
 * leaves the server: the browser names the card by its id. A card that is not this customer's (or
 * was removed) and an expired one are 400s the checkout shows.
 */
export async function savedCardToken(db: DB, customerId: number | null, cardId: number, now = new Date()): Promise<string> {
  if (!customerId) throw badRequest(SAVED_CARD_CHECKOUT_MESSAGES.loginRequired);
  const card = (await chargeableCards(db, customerId, now)).find((c) => c.id === cardId);
  if (!card) throw badRequest(SAVED_CARD_CHECKOUT_MESSAGES.gone);
  if (card.expired) throw badRequest(SAVED_CARD_CHECKOUT_MESSAGES.expired);
  return card.token;
}
