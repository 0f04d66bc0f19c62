import type { Brand } from '../../brands/types';
import { nextOfferPath } from '../../lib/checkout/nextPage';
import type { DB } from '../db';
import { listOffers } from '../offers/load';

export interface FunnelOrder {
  id: number;
  checkout_flow: string;
}

/** The special offers shown after this order, in order. */
export async function specialOfferIds(db: DB, brand: Brand, order: FunnelOrder): Promise<number[]> {
  return (await listOffers(db, brand, 'special_offer', order.checkout_flow)).map((o) => o.id);
}

const withOrder = (path: string, orderId: number) => `${path}?order=${orderId}`;

/** The first special offer not yet accepted or declined (/special-offer/<id>?order=…), else /thank-you?order=…. */
export async function nextFunnelPath(db: DB, brand: Brand, order: FunnelOrder): Promise<string> {
  const ids = await specialOfferIds(db, brand, order);
  const answered = new Set(
    (await db.selectFrom('order_offer_responses').select('offer_id').where('order_id', '=', order.id).execute()).map((r) => r.offer_id),
  );
  const open = ids.find((id) => !answered.has(id));
  return withOrder(open === undefined ? '/thank-you' : `/special-offer/${open}`, order.id);
}

/** After answering a special offer: the next one in the list, else the thank-you page (lib/checkout/nextPage.ts rules). */
export async function pathAfterOffer(db: DB, brand: Brand, order: FunnelOrder, offerId: number): Promise<string> {
  const ids = await specialOfferIds(db, brand, order);
  return withOrder(nextOfferPath({ pageOfferType: 'oto', currentId: offerId, orderObIds: [], orderOtoIds: ids }), order.id);
}
