// Size labels and ordering (spec section 4, "Size labels").

const LABELS: Record<string, string> = {
  XXXXXL: '5XL',
  XXXXL: '4XL',
  XXXL: '3XL',
  XXL: '2XL',
};

export const ONE_SIZE = 'One Size';

/** Display label: XXL -> 2XL ... XXXXXL -> 5XL; any other size is shown as given. */
export function sizeLabel(size: string): string {
  return LABELS[size] ?? size;
}

/** A line's size as a caption: 'Size 2XL', but 'One Size' alone (not 'Size One Size'). */
export function sizeCaption(size: string): string {
  return size === ONE_SIZE ? ONE_SIZE : `Size ${sizeLabel(size)}`;
}

// Combined sizes (leggings brand) first, then standard apparel sizes. Each entry is one rank;
// aliases (XXL / 2XL) share it.
const STANDARD_ORDER: string[][] = [
  [ONE_SIZE],
  ['XS-S'],
  ['M-L'],
  ['XL-2X'],
  ['3X-4X'],
  ['XXS', '2XS'],
  ['XS'],
  ['S'],
  ['M'],
  ['L'],
  ['XL'],
  ['XXL', '2XL', '2X'],
  ['XXXL', '3XL', '3X'],
  ['XXXXL', '4XL', '4X'],
  ['XXXXXL', '5XL', '5X'],
];

const normalize = (size: string) => size.trim().toUpperCase();

const STANDARD_RANK = new Map(
  STANDARD_ORDER.flatMap((aliases, rank) => aliases.map((a) => [normalize(a), rank] as const)),
);

/**
 * Sorts sizes for display. When every size appears in suppliedOrder, that order is used.
 * Otherwise known sizes (One Size, XS-S, M-L, XL-2X, 3X-4X, then XXS…5XL) come first and unknown
 * sizes follow in the order given. Does not modify the input.
 */
export function orderSizes(sizes: readonly string[], suppliedOrder?: readonly string[] | null): string[] {
  if (suppliedOrder && sizes.every((s) => suppliedOrder.includes(s))) {
    return [...sizes].sort((a, b) => suppliedOrder.indexOf(a) - suppliedOrder.indexOf(b));
  }
  const rank = (s: string) => STANDARD_RANK.get(normalize(s)) ?? STANDARD_ORDER.length;
  // Array.prototype.sort is stable, so unknown sizes keep their given order.
  return [...sizes].sort((a, b) => rank(a) - rank(b));
}

/** A list containing 'One Size' collapses to just that size. */
export function collapseOneSize(sizes: readonly string[]): string[] {
  return sizes.includes(ONE_SIZE) ? [ONE_SIZE] : [...sizes];
}

// One body-size scale for a list that mixes size systems (a category of apparel sizes and ranges):
// each range sits between the sizes it spans, so XS, XS-S, S … reads in order. One Size comes first.
const BODY_SCALE = new Map<string, number>(
  ([
    [[ONE_SIZE], -1], [['XXS', '2XS'], 0], [['XS'], 1], [['XS-S'], 1.5], [['S'], 2], [['M'], 3], [['M-L'], 3.5], [['L'], 4],
    [['XL'], 5], [['XL-2X'], 5.5], [['XXL', '2XL', '2X'], 6], [['XXXL', '3XL', '3X'], 7], [['3X-4X'], 7.5],
    [['XXXXL', '4XL', '4X'], 8], [['XXXXXL', '5XL', '5X'], 9],
  ] as const).flatMap(([aliases, rank]) => aliases.map((a) => [normalize(a), rank] as const)),
);

/**
 * Sorts the sizes of a listing's filter. A supplied order that lists every size is kept (orderSizes);
 * otherwise every known size goes on one body scale (ranges between the sizes they span) and
 * unknown sizes follow in the order given.
 */
export function orderSizesOnOneScale(sizes: readonly string[], suppliedOrder?: readonly string[] | null): string[] {
  if (suppliedOrder && sizes.every((s) => suppliedOrder.includes(s))) return orderSizes(sizes, suppliedOrder);
  const rank = (s: string) => BODY_SCALE.get(normalize(s)) ?? Number.POSITIVE_INFINITY;
  return [...sizes].sort((a, b) => rank(a) - rank(b));
}
