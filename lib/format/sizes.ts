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
