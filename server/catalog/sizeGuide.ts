import { loadingCache } from '../../lib/cache/loadingCache';
import type { DB } from '../db';
import { sizeLabel } from '../../lib/format/sizes';
import type { SizingGuideEntry } from '../../lib/catalog/types';

type Row = {
  name: string;
  front_url: string;
  side_url: string;
  back_url: string;
  bust: string | null;
  waist: string | null;
  hip: string | null;
  pant: string | null;
  shoe: string | null;
};

/** Size-guide figures are drawn 400 × 500. */
const W = 400;
const H = 500;

/** A size-guide row as the API answers it: images front/side/back, the measurement lines present. */
export function toSizingGuideEntry(r: Row): SizingGuideEntry {
  const img = (url: string, view: string) => ({ url, width: W, height: H, alt: `Size ${sizeLabel(r.name)}, ${view} view` });
  const lines: SizingGuideEntry['lines'] = [];
  const add = (label: SizingGuideEntry['lines'][number]['label'], v: string | null) => {
    if (v && v.trim()) lines.push({ label, value: v.trim() });
  };
  add('Bust', r.bust);
  add('Waist', r.waist);
  add('Hip', r.hip);
  add('Pant', r.pant);
  add('Shoe size', r.shoe);
  return {
    name: r.name,
    label: sizeLabel(r.name),
    images: { front: img(r.front_url, 'front'), side: img(r.side_url, 'side'), back: img(r.back_url, 'back') },
    lines,
  };
}

const TTL_MS = 60_000;

const cache = loadingCache<SizingGuideEntry[], DB>({
  max: 1_000,
  ttlMs: TTL_MS,
  load: (brandId, db) =>
    db
      .selectFrom('size_guides')
      .select(['name', 'front_url', 'side_url', 'back_url', 'bust', 'waist', 'hip', 'pant', 'shoe'])
      .where('brand_id', '=', brandId)
      .orderBy('position')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(toSizingGuideEntry)),
});

/** The brand's sizing guide in position order, cached in-process for a minute. */
export function getSizeGuide(db: DB, brandId: string): Promise<SizingGuideEntry[]> {
  return cache.get(brandId, db);
}

export function clearSizeGuideCache(): void {
  cache.clear();
}
