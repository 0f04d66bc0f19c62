import { isCardExpired } from '../../lib/payments/savedCards';
import type { Trx } from '../db/tx';
import type { DB } from '../db';
import { HttpError } from '../http/errors';
import { processorFor } from './processors';
import { SHOP_CURRENCY, type PaymentReference } from './processor';
import { DECLINE_MESSAGES } from './sandbox';

/** A saved card with its gateway token, for a charge the server makes on its own (the club's monthly charge). The token never leaves the server. */
export interface ChargeableCard {
  id: number;
  brand: string;
  last4: string;
  expired: boolean;
  isDefault: boolean;
  token: string;
}

/** The customer's saved cards with their tokens (customers are per brand, so these are the brand's). */
export async function chargeableCards(db: DB | Trx, customerId: number, now = new Date()): Promise<ChargeableCard[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'card_brand', 'last4', 'exp_month', 'exp_year', 'is_default', 'gateway_token'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id), brand: r.card_brand, last4: r.last4, expired: isCardExpired(Number(r.exp_month), Number(r.exp_year), now),
    isDefault: Number(r.is_default) === 1, token: r.gateway_token,
  }));
}

export type SavedCardCharge =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; code: string; message: string };

/** Why a saved card whose token the gateway no longer accepts cannot be charged. */
export const INVALID_SAVED_CARD = 'This card can no longer be charged';

/**
 * Charges a saved card off session through the brand's processor (idempotent per key). A method the
 * processor refuses (a 400: not genuine, or another processor's) is a card that cannot be charged,
 * answered as a decline ('invalid_card') rather than thrown: the customer has to add the card again.
 * Never inside an open transaction.
 */
export async function chargeSavedCard(
  reference: PaymentReference, card: Pick<ChargeableCard, 'token'>, amountCents: number, idempotencyKey: string,
): Promise<SavedCardCharge> {
  try {
    const result = await processorFor(reference.brandId).chargeSavedMethod({
      amountCents, currency: SHOP_CURRENCY, method: card.token, customer: null, reference, idempotencyKey,
    });
    if (result.status === 'succeeded') return { status: 'succeeded', chargeId: result.id };
    return { status: 'declined', code: result.decline?.code ?? result.status, message: result.decline?.message ?? DECLINE_MESSAGES.card_declined };
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return { status: 'declined', code: 'invalid_card', message: INVALID_SAVED_CARD };
    throw err;
  }
}
