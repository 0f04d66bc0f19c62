import { kindFitsList, OFFER_KINDS_OF } from '../../lib/checkout/nextPage';
import type { Selectable } from 'kysely';
import type { Brand } from '../../brands/types';
import type { OfferListKind } from '../../lib/checkout/types';
import type { DB, Database } from '../db';
import { notFound } from '../http/errors';

export type OfferRow = Selectable<Database['offers']>;
export type { OfferListKind };
export const OFFER_LIST_KINDS = ['order_bump', 'special_offer'] as const satisfies readonly OfferListKind[];

/** An active offer of this brand, optionally of one kind; 404 otherwise. */
export async function loadOffer(db: DB, brand: Brand, offerId: number, kind?: OfferListKind): Promise<OfferRow> {
  let q = db.selectFrom('offers').selectAll().where('id', '=', offerId).where('brand_id', '=', brand.id).where('active', '=', 1);
  if (kind) q = q.where('kind', '=', kind);
  const offer = await q.executeTakeFirst();
  if (!offer || !kindFitsList(offer.kind, offer.offer_type)) throw notFound('offerId: offer not found');
  return offer;
}

/**
 * The brand's active offers of a kind in funnel order. With a flow, the offers of that flow
 * (or of every flow, 'all'); when a flow has none of its own, every offer of the kind.
 */
export async function listOffers(db: DB, brand: Brand, kind: OfferListKind, flow?: string): Promise<OfferRow[]> {
  const all = await db
    .selectFrom('offers')
    .selectAll()
    .where('brand_id', '=', brand.id)
    .where('kind', '=', kind)
    .where('offer_type', 'in', [...OFFER_KINDS_OF[kind]])
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (!flow) return all;
  const forFlow = all.filter((o) => o.flow === flow || o.flow === 'all');
  return forFlow.length ? forFlow : all;
}
