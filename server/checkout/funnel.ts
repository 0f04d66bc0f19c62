import type { Brand } from '../../brands/types';
import { nextOfferPath, shownSpecialOffers } from '../../lib/checkout/nextPage';
import { withOrder } from '../../lib/checkout/offers';
import type { DB } from '../db';
import { listOffers } from '../offers/load';
import { processorFor } from '../payments/processors';

export interface FunnelOrder {
  id: number;
  parent_order_id: number | null;
  checkout_flow: string;
  status: string;
  created_at: string;
  brand_id: string;
  payment_method: string | null;
}

/**
 * How long after checkout its special offers may be answered. The funnel shows them right after
 * payment; an order's card is not charged for an offer days later (an old tab, a stored link).
 */
export const OFFER_WINDOW_HOURS = 24;

/**
 * Whether the order's post-purchase offers are still open: a main order (not an offer's linked
 * order), still `paid` (not on its way, delivered, cancelled or refunded), placed less than
 * OFFER_WINDOW_HOURS ago, paid with a method an offer can be charged to.
 */
export function offersOpen(order: Pick<FunnelOrder, 'parent_order_id' | 'status' | 'created_at' | 'brand_id' | 'payment_method'>, now = new Date()): boolean {
  if (order.parent_order_id !== null || order.status !== 'paid') return false;
  // Pay in 4 at a processor (Afterpay through Stripe) is a one-off redirect payment: nothing to charge an offer to.
  if (order.payment_method === 'afterpay' && processorFor(order.brand_id).name !== 'sandbox') return false;
  const placed = Date.parse(order.created_at);
  return Number.isFinite(placed) && now.getTime() - placed < OFFER_WINDOW_HOURS * 3_600_000;
}

/** The special offers shown after this order, in order. */
export async function specialOfferIds(db: DB, brand: Brand, order: Pick<FunnelOrder, 'checkout_flow'>): Promise<number[]> {
  return (await listOffers(db, brand, 'special_offer', order.checkout_flow)).map((o) => o.id);
}

/** The offers of this order already accepted or declined. */
async function answeredOfferIds(db: DB, orderId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('order_offer_responses').select('offer_id').where('order_id', '=', orderId).execute();
  return new Set(rows.map((r) => r.offer_id));
}

/**
 * The order's shown special offer (shownSpecialOffers: the flow's first) while not yet accepted or declined (/special-offer/<id>?order=…), else
 * /thank-you?order=…; /thank-you too once the order's offers are over (offersOpen).
 */
export async function nextFunnelPath(db: DB, brand: Brand, order: FunnelOrder): Promise<string> {
  if (!offersOpen(order)) return withOrder('/thank-you', order.id);
  const ids = shownSpecialOffers(await specialOfferIds(db, brand, order));
  const answered = await answeredOfferIds(db, order.id);
  const open = ids.find((id) => !answered.has(id));
  return withOrder(open === undefined ? '/thank-you' : `/special-offer/${open}`, order.id);
}

/**
 * After answering a special offer: the next one in the list not answered yet, else the thank-you
 * page (lib/checkout/nextPage.ts rules).
 */
export async function pathAfterOffer(db: DB, brand: Brand, order: FunnelOrder, offerId: number): Promise<string> {
  if (!offersOpen(order)) return withOrder('/thank-you', order.id);
  const answered = await answeredOfferIds(db, order.id);
  const ids = shownSpecialOffers(await specialOfferIds(db, brand, order)).filter((id) => id === offerId || !answered.has(id));
  return withOrder(nextOfferPath({ pageOfferType: 'oto', currentId: offerId, orderObIds: [], orderOtoIds: ids }), order.id);
}
