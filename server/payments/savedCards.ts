import type { Selectable } from 'kysely';
import { cardLabel } from '../../lib/payments/cardLabels';
import { SAVED_CARD_LIMIT, isCardExpired, orderSavedCards, pickDefaultCard, sameCard } from '../../lib/payments/savedCards';
import type { PaymentMethods, SavedCard } from '../../lib/payments/types';
import { lockCustomer } from '../accounts/customerLock';
import { inTransaction, nowIso, type Trx } from '../db/tx';
import type { DB, Database } from '../db';
import { HttpError, badRequest, notFound } from '../http/errors';
import type { TokenizedCard } from './types';
import { describeShopperMethod, describeShopperToken } from './holder';
import { processorFor } from './processors';

export const CARD_MESSAGES = {
  notFound: 'We couldn’t find that card. It may have been removed already.',
  limit: `You can save up to ${SAVED_CARD_LIMIT} cards. Remove one you no longer use to add another.`,
  invalidToken: 'token: We couldn’t verify this card. Please enter it again.',
  expired: 'token: This card has expired. Please add a card with a later expiry date.',
  duplicate: (label: string) => `You’ve already saved this card (${label}).`,
  expiredDefault: 'This card has expired, so it can’t be your default. Add a new card instead.',
  lastCard: 'Your club membership is billed to this card, so it can’t be removed. Add another card first.',
} as const;

type Row = Pick<Selectable<Database['payment_methods']>, 'id' | 'card_brand' | 'last4' | 'exp_month' | 'exp_year' | 'is_default' | 'created_at'>;
type Card = SavedCard & { createdAt: string };

function toCard(r: Row, now: Date): Card {
  const expMonth = Number(r.exp_month);
  const expYear = Number(r.exp_year);
  return {
    id: Number(r.id), brand: r.card_brand, last4: r.last4, expMonth, expYear, expired: isCardExpired(expMonth, expYear, now),
    isDefault: Number(r.is_default) === 1, createdAt: r.created_at,
  };
}

/** This customer's cards (the gateway token stays here). Customers are per brand, so these are this brand's. */
async function loadCards(db: DB | Trx, customerId: number, now = new Date()): Promise<Card[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'card_brand', 'last4', 'exp_month', 'exp_year', 'is_default', 'created_at'])
    .where('customer_id', '=', customerId)
    .execute();
  return orderSavedCards(rows.map((r) => toCard(r, now)));
}

/** An active or paused (not cancelled) club membership of this brand bills the customer's card. */
async function clubNeedsCard(db: DB | Trx, brandId: string, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('club_memberships')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('customer_id', '=', customerId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Boolean(row);
}

/** GET payment-methods and the answer of every change. */
export async function listPaymentMethods(db: DB, brandId: string, customerId: number): Promise<PaymentMethods> {
  const cards = await loadCards(db, customerId);
  return {
    cards: cards.map((c) => ({ id: c.id, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, expired: c.expired, isDefault: c.isDefault })),
    limit: SAVED_CARD_LIMIT,
    clubNeedsCard: await clubNeedsCard(db, brandId, customerId),
  };
}

/** The card when it is this customer's; anyone else's (or none) is a 404 that tells nothing. */
function owned(cards: Card[], id: number): Card {
  const card = cards.find((c) => c.id === id);
  if (!card) throw notFound(CARD_MESSAGES.notFound);
  return card;
}

/** Leaves exactly one default among the customer's cards (none when there are none); see pickDefaultCard. */
async function settleDefault(trx: Trx, customerId: number, preferId?: number): Promise<void> {
  const keep = pickDefaultCard(await loadCards(trx, customerId), preferId);
  if (keep === null) return;
  await trx.updateTable('payment_methods').set({ is_default: 0 }).where('customer_id', '=', customerId).where('id', '!=', keep).where('is_default', '!=', 0).execute();
  await trx.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', keep).execute();
}

/**
 * The brand's processor reads the method back; a forged or garbled one, or one this session did not
 * make (holder.ts), is a 400 naming the field. At a processor (Stripe) the method is then kept for the
 * customer: the SetupIntent the browser confirmed attached it to the customer's Stripe Customer, and
 * a method attached to another customer is refused.
 */
async function describeToken(db: DB, brandId: string, customerId: number, sessionId: string | null, token: string): Promise<TokenizedCard> {
  try {
    const processor = processorFor(brandId);
    if (processor.name === 'sandbox') return describeShopperToken(sessionId, token);
    await describeShopperMethod(brandId, sessionId, token);
    const email = (await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow()).email;
    const kept = await processor.savePaymentMethod({ method: token, customer: { customerId, email }, idempotencyKey: `${brandId}:save:${customerId}:${token}` });
    return { token: kept.method, brand: kept.brand, last4: kept.last4, expMonth: kept.expMonth, expYear: kept.expYear, wallet: kept.wallet };
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) throw badRequest(CARD_MESSAGES.invalidToken);
    throw err;
  }
}

/**
 * POST payment-method/add: saves a card the gateway tokenized (only its token, type, last four
 * digits and expiry). Refuses an expired card, the same card twice and an 11th card; the first card
 * becomes the default, as does any card saved with makeDefault. Answers the new card's id.
 */
export async function addCard(
  db: DB, brandId: string, customerId: number, sessionId: string | null, input: { token: string; makeDefault: boolean },
): Promise<number> {
  const card = await describeToken(db, brandId, customerId, sessionId, input.token);
  if (isCardExpired(card.expMonth, card.expYear)) throw badRequest(CARD_MESSAGES.expired);
  return inTransaction(db, async (trx) => {
    // The customer's row lock: two tabs adding at once run one after the other.
    await lockCustomer(trx, brandId, customerId);
    const cards = await loadCards(trx, customerId);
    if (cards.some((c) => sameCard(c, card))) throw badRequest(CARD_MESSAGES.duplicate(cardLabel(card)));
    if (cards.length >= SAVED_CARD_LIMIT) throw badRequest(CARD_MESSAGES.limit);
    const id = await insertCard(trx, customerId, card);
    await settleDefault(trx, customerId, input.makeDefault ? id : undefined);
    return id;
  });
}

async function insertCard(trx: Trx, customerId: number, card: TokenizedCard): Promise<number> {
  const row = await trx
    .insertInto('payment_methods')
    .values({
      customer_id: customerId, gateway_token: card.token, card_brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear,
      is_default: 0, created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** What became of the card an order was paid with: newly saved, saved before, or not saved (10 cards already, or expired). */
export type KeptCard = 'saved' | 'already' | 'limit' | 'expired';

/**
 * Keeps the card an order was just paid with (as the gateway described its token), inside the
 * order's transaction (a rolled-back order keeps no card). A card saved before is not saved twice;
 * `makeDefault` (a club joined with this order: the club bills the default card) makes it, or the
 * newly saved card, the default.
 */
export async function keepPaidCard(trx: Trx, brandId: string, customerId: number, card: TokenizedCard, makeDefault: boolean): Promise<KeptCard> {
  if (isCardExpired(card.expMonth, card.expYear)) return 'expired';
  await lockCustomer(trx, brandId, customerId);
  const cards = await loadCards(trx, customerId);
  const earlier = cards.find((c) => sameCard(c, card));
  if (earlier) {
    if (makeDefault && !earlier.expired) await settleDefault(trx, customerId, earlier.id);
    return 'already';
  }
  if (cards.length >= SAVED_CARD_LIMIT) return 'limit';
  const id = await insertCard(trx, customerId, card);
  await settleDefault(trx, customerId, makeDefault ? id : undefined);
  return 'saved';
}

/** POST payment-method/default: this (unexpired) card becomes the one default. */
export async function makeDefaultCard(db: DB, brandId: string, customerId: number, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockCustomer(trx, brandId, customerId);
    const card = owned(await loadCards(trx, customerId), id);
    if (card.expired && !card.isDefault) throw badRequest(CARD_MESSAGES.expiredDefault);
    await settleDefault(trx, customerId, card.id);
  });
}

/**
 * POST payment-method/delete: removing the default hands it to the newest remaining card (the newest
 * unexpired one when there is one). The last card stays while a club membership bills it.
 */
export async function deleteCard(db: DB, brandId: string, customerId: number, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockCustomer(trx, brandId, customerId);
    const cards = await loadCards(trx, customerId);
    const card = owned(cards, id);
    if (cards.length === 1 && (await clubNeedsCard(trx, brandId, customerId))) throw badRequest(CARD_MESSAGES.lastCard);
    await trx.deleteFrom('payment_methods').where('id', '=', card.id).where('customer_id', '=', customerId).execute();
    await settleDefault(trx, customerId);
  });
}
