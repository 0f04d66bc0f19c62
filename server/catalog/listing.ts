import { orderSizesOnOneScale, sizeLabel } from '../../lib/format/sizes';
import { CATEGORY_PAGE_SIZE, type CatalogFilters, type FilterOption, type Listing } from '../../lib/catalog/types';
import type { ListingQuery } from '../../lib/catalog/query';
import { familyHex, familyKey, familyLabel } from './families';
import type { ItemRecord } from './snapshot';

const matchesSize = (r: ItemRecord, size: string | null) => !size || r.inStock.has(size);
const matchesColor = (r: ItemRecord, color: string | null) => !color || r.family === color;

/**
 * The size options: on one scale when the listing mixes size systems. The applied size stays listed
 * (count 0 when nothing matches), so a listing with no results still shows what is filtering it; a
 * single size with none applied is no choice, so there is no size filter then.
 */
function sizeFacets(records: ItemRecord[], sizeOrder: string[], applied: string | null): FilterOption[] {
  const counts = new Map<string, number>();
  for (const r of records) for (const s of r.inStock) counts.set(s, (counts.get(s) ?? 0) + 1);
  if (applied && !counts.has(applied)) counts.set(applied, 0);
  if (counts.size < 2 && !applied) return [];
  return orderSizesOnOneScale([...counts.keys()], sizeOrder.length ? sizeOrder : null).map((s) => ({ value: s, label: sizeLabel(s), count: counts.get(s)! }));
}

/** The colour options, most items first; the applied colour stays listed (count 0 when nothing matches). */
function colorFacets(records: ItemRecord[], applied: { family: string; hex?: string } | null): FilterOption[] {
  const counts = new Map<string, { n: number; hex?: string }>();
  if (applied) counts.set(applied.family, { n: 0, hex: applied.hex });
  for (const r of records) {
    if (!r.family) continue;
    const entry = counts.get(r.family) ?? { n: 0, hex: r.colors[0]?.hex };
    entry.n += 1;
    counts.set(r.family, entry);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
    .map(([family, { n, hex }]) => ({ value: family, label: familyLabel(family), count: n, hex: familyHex(family, hex) }));
}

function sortRecords(records: ItemRecord[], sort: ListingQuery['sort']): ItemRecord[] {
  // `records` arrive in featured order; Array.prototype.sort is stable, so ties keep it.
  const list = [...records];
  if (sort === 'price-asc') list.sort((a, b) => a.listed.price - b.listed.price);
  else if (sort === 'price-desc') list.sort((a, b) => b.listed.price - a.listed.price);
  else if (sort === 'newest') list.sort((a, b) => (a.row.created_at < b.row.created_at ? 1 : a.row.created_at > b.row.created_at ? -1 : b.row.id - a.row.id));
  return list;
}

/**
 * Filters, sorts and pages records given in featured order. Values that match no option of the
 * listing (unknown size, unknown colour) are ignored; a page past the end reads as the last page.
 * Sold-out items stay listed (marked) unless a size filter asks for stock.
 */
export function buildListing(records: ItemRecord[], q: ListingQuery, sizeOrder: string[] = [], pageSize = CATEGORY_PAGE_SIZE): Listing {
  const allSizes = new Set(records.flatMap((r) => [...r.inStock]));
  const allColors = new Set(records.map((r) => r.family).filter(Boolean));
  const size = q.size && allSizes.has(q.size) ? q.size : (q.size && [...allSizes].find((s) => s.toLowerCase() === q.size!.toLowerCase())) || null;
  const colorKey = q.color ? familyKey(q.color) : null;
  const color = colorKey && allColors.has(colorKey) ? colorKey : null;

  const filters: CatalogFilters = {
    sizes: sizeFacets(records.filter((r) => matchesColor(r, color)), sizeOrder, size),
    colors: colorFacets(records.filter((r) => matchesSize(r, size)), color ? { family: color, hex: records.find((r) => r.family === color)?.colors[0]?.hex } : null),
  };
  const matched = sortRecords(
    records.filter((r) => matchesSize(r, size) && matchesColor(r, color)),
    q.sort,
  );
  const total = matched.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, q.page), pageCount);
  return {
    items: matched.slice((page - 1) * pageSize, page * pageSize).map((r) => r.listed),
    filters,
    applied: { size, color, sort: q.sort, page },
    total,
    page,
    pageSize,
    pageCount,
  };
}
