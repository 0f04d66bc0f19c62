import type { DB } from '../db';
import type { Offer } from '../../lib/checkout/types';
import type { OfferRow } from './load';
import { fromCents } from '../../lib/format/money';
import { imageInColor } from '../../lib/catalog/colorImages';


function parseJson<T>(text: string, fallback: T): T {
  try {
    const v = JSON.parse(text) as T;
    return v && typeof v === 'object' ? v : fallback;
  } catch {
    return fallback;
  }
}

/** Offers as the funnel pages read them (docs/api.md "Funnel"). */
export async function presentOffers(db: DB, offers: OfferRow[], memberPrices = false): Promise<Offer[]> {
  if (offers.length === 0) return [];
  const itemIds = [...new Set(offers.map((o) => o.item_id))];
  const [items, colors, sizes, images] = await Promise.all([
    db.selectFrom('items').select(['id', 'name', 'price_cents', 'club_price_cents']).where('id', 'in', itemIds).execute(),
    // In the catalog's colour order: an item's first colour is the one its art is drawn in.
    db.selectFrom('item_colors').select(['item_id', 'name']).where('item_id', 'in', itemIds).orderBy('item_id').orderBy('position').orderBy('name').execute(),
    db.selectFrom('item_sizes').select(['item_id', 'size', 'stock']).where('item_id', 'in', itemIds).orderBy('position').execute(),
    db.selectFrom('item_images').select(['item_id', 'url']).where('item_id', 'in', itemIds).where('kind', '=', 'main').where('image_key', '=', 'image1').execute(),
  ]);
  return offers.map((o) => {
    const item = items.find((i) => i.id === o.item_id);
    const picker = parseJson<Partial<Offer['picker']>>(o.picker_json, {});
    const copy = parseJson<Partial<Offer['copy']>>(o.copy_json, {});
    const itemSizes = sizes.filter((s) => s.item_id === o.item_id);
    // The reference price is what the item sells for on its own item page now (its sale price when on sale;
    // its member price to a shopper who sees member prices), never a compare-at figure the shop does not sell at (issue 37).
    const unitCents = item ? (memberPrices && item.club_price_cents ? item.club_price_cents : item.price_cents) : null;
    const originalCents = unitCents === null ? null : unitCents * o.how_many;
    const itemColors = colors.filter((c) => c.item_id === o.item_id).map((c) => c.name);
    const image = images.find((i) => i.item_id === o.item_id)?.url ?? '';
    const picture = copy.image || image;
    return {
      id: o.id,
      kind: o.kind,
      offerType: o.offer_type,
      flow: o.flow,
      price: fromCents(o.price_cents),
      originalPrice: originalCents !== null && originalCents > o.price_cents ? fromCents(originalCents) : null,
      howMany: o.how_many,
      shortItemName: o.short_item_name,
      digital: Boolean(o.digital),
      picker: { size: picker.size !== false, color: picker.color !== false },
      copy: { headline: copy.headline ?? '', body: copy.body ?? '', image: copy.image ?? '', cta: copy.cta ?? '' },
      // The offer's picture in each colour, so choosing a colour shows it (the art is redrawn; a photo stays as it is).
      pictures: Object.fromEntries(itemColors.map((c) => [c, imageInColor(picture, c, itemColors[0])])),
      item: {
        id: o.item_id,
        name: item?.name ?? o.short_item_name,
        image,
        colors: itemColors,
        sizes: itemSizes.map((s) => s.size),
        // A pack needs how_many pieces of one size: a size with fewer left cannot fill it.
        soldOutSizes: itemSizes.filter((s) => s.stock < Math.max(1, o.how_many)).map((s) => s.size),
      },
    };
  });
}
