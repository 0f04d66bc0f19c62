import type { SizingGuideEntry } from '../../lib/catalog/types';
import type { DB } from '../db';
import { notFound } from '../http/errors';
import { getCatalog } from './cache';
import { getSizeGuide } from './sizeGuide';

/** Worn below the waist: a bust measurement says nothing about their fit. */
const BOTTOMS = new Set([
  'cheeky', 'hwcheeky', 'bikini', 'brief', 'thong', 'boyshort', 'legging', 'leggings', 'flare', 'jogger', 'short', 'shorts', 'skort', 'biker',
  'lounge-pant', 'loungepant', 'pant', 'sweatpant',
]);
/** Worn above the waist: a pant size says nothing about their fit. */
const TOPS = new Set(['tee', 'tank', 'top', 'crop', 'bra', 'bralette', 'hoodie', 'sweatshirt', 'halfzip']);

/**
 * An item's size guide (GET size-guide?itemId=): the brand's rows for the sizes the item is sold in,
 * with only the measurements that fit it (no bust for panties and leggings, no pant size for tops).
 * A size the guide has no row for (a range, One Size in an apparel guide) is left out, not invented.
 */
export function sizeGuideForItem(guide: readonly SizingGuideEntry[], item: { type: string; sizes: readonly string[] }): SizingGuideEntry[] {
  const sold = new Set(item.sizes);
  const type = item.type.toLowerCase();
  const unfit = BOTTOMS.has(type) ? 'Bust' : TOPS.has(type) ? 'Pant' : null;
  return guide
    .filter((entry) => sold.has(entry.name))
    .map((entry) => (unfit ? { ...entry, lines: entry.lines.filter((line) => line.label !== unfit) } : entry))
    .filter((entry) => entry.lines.length > 0);
}

/** GET size-guide: the brand's whole guide, or with ?itemId= the item's (sizeGuideForItem); an unknown item is a 404. */
export async function itemOrBrandSizeGuide(db: DB, brandId: string, itemId: number | undefined): Promise<SizingGuideEntry[]> {
  const guide = await getSizeGuide(db, brandId);
  if (itemId === undefined) return guide;
  const rec = (await getCatalog(db, brandId)).items.get(itemId);
  if (!rec) throw notFound('itemId: invalid ID, no such item');
  return sizeGuideForItem(guide, { type: rec.listed.type, sizes: rec.sizes.map((s) => s.size) });
}
