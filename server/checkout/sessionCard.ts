import type { DB } from '../db';
import type { CheckoutAddress } from '../../lib/validation/checkoutSchema';
import type { SessionCardAnswer } from '../../lib/checkout/types';
import { badRequest } from '../http/errors';
import { OFFER_WINDOW_HOURS } from './funnel';
import { SESSION_CARD_MESSAGES } from './sessionCardMessages';

/** One-click checkout (the cart's oneClickAvailable): how long after an order its card pays again without being typed. */
export const ONE_CLICK_HOURS = OFFER_WINDOW_HOURS;

/**
 * What this session's browser may know of it: the order it paid, the card's brand and last digits
 * (never the token), and that order's email and shipping address to fill the form with.
 */
export type SessionCard = NonNullable<SessionCardAnswer['card']>;

interface SessionCardRow extends SessionCard {
  token: string;
}

/** The shipping address stored on an order (addresses_json, see place.ts) as the checkout form's fields. */
function shippingOf(addressesJson: string): CheckoutAddress | null {
  try {
    const a = (JSON.parse(addressesJson) as { shipping?: Record<string, unknown> }).shipping;
    if (!a) return null;
    const text = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '');
    return { fullName: text('name'), country: text('country'), address: text('address'), address2: text('address2'), city: text('city'), state: text('state'), zip: text('zip'), phone: text('phone') };
  } catch {
    return null;
  }
}

/**
 * The card of this session's latest order, if it can pay again: a card (not a wallet's or
 * Afterpay's) that paid, placed within ONE_CLICK_HOURS. It is the method the order's post-purchase
 * offers are charged to, kept by the server; only this session (its cookie) reaches it.
 */
async function latestSessionCard(db: DB, brandId: string, sessionId: string | null, now: Date): Promise<SessionCardRow | null> {
  if (!sessionId) return null;
  const since = new Date(now.getTime() - ONE_CLICK_HOURS * 3_600_000).toISOString();
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('payments as p', 'p.order_id', 'o.id')
    .select(['o.id', 'o.payment_token', 'o.email', 'o.addresses_json', 'p.card_brand', 'p.last4'])
    .where('o.brand_id', '=', brandId)
    .where('o.session_id', '=', sessionId)
    .where('o.parent_order_id', 'is', null)
    .where('o.status', 'in', ['paid', 'shipped', 'delivered'])
    .where('o.payment_method', '=', 'card')
    .where('o.payment_token', 'is not', null)
    .where('o.created_at', '>=', since)
    .where('p.status', 'in', ['succeeded', 'captured'])
    .where('p.last4', '!=', '')
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
  if (!row?.payment_token) return null;
  return { orderId: Number(row.id), brand: row.card_brand, last4: row.last4, email: row.email, shipping: shippingOf(row.addresses_json), token: row.payment_token };
}

/** GET checkout/session-card: the card one click can pay with, or null. */
export async function sessionCard(db: DB, brandId: string, sessionId: string | null, now = new Date()): Promise<SessionCard | null> {
  const row = await latestSessionCard(db, brandId, sessionId, now);
  if (!row) return null;
  return { orderId: row.orderId, brand: row.brand, last4: row.last4, email: row.email, shipping: row.shipping };
}

/**
 * The token to charge for POST checkout's sessionCardOrderId: that order must still be this
 * session's latest card order (sessionCard), and the new order goes to the same email.
 */
export async function sessionCardToken(db: DB, brandId: string, sessionId: string | null, orderId: number, email: string, now = new Date()): Promise<string> {
  const row = await latestSessionCard(db, brandId, sessionId, now);
  if (!row || row.orderId !== orderId) throw badRequest(SESSION_CARD_MESSAGES.gone);
  if (row.email.toLowerCase() !== email.toLowerCase()) throw badRequest(SESSION_CARD_MESSAGES.otherEmail);
  return row.token;
}
