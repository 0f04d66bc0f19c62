import type { CatalogImage, SizingGuideEntry } from '../../../lib/catalog/types';

export type View = 'front' | 'side' | 'back';
const VIEWS: View[] = ['front', 'side', 'back'];

/** Spec section 3: front, side, back — reversed on every second entry (index 1, 3, …). */
export function entryImages(entry: SizingGuideEntry, index: number): { view: View; image: CatalogImage }[] {
  const views = index % 2 === 1 ? [...VIEWS].reverse() : VIEWS;
  return views.map((view) => ({ view, image: entry.images[view] }));
}
