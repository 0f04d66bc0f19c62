import type { SizingGuideEntry } from './types';

/** One row of an item page's size table: the sizing guide without its photos (those are on photo-size-chart). */
export type SizeTableRow = Pick<SizingGuideEntry, 'name' | 'label' | 'lines'>;

export function toSizeTable(entries: readonly SizingGuideEntry[]): SizeTableRow[] {
  return entries.map(({ name, label, lines }) => ({ name, label, lines }));
}
