import type { Offer } from './types';

export interface OfferChoice {
  color: string | null;
  size: string | null;
}

/**
 * What the offer starts with: a colour when the item has only one (or the shopper picks none), a
 * size when only one is in stock or the shopper picks none; otherwise nothing, to be chosen.
 */
export function initialChoice(offer: Offer): OfferChoice {
  const colors = offer.item.colors;
  const inStock = offer.item.sizes.filter((s) => !offer.item.soldOutSizes.includes(s));
  return {
    color: colors.length === 1 || !offer.picker.color ? (colors[0] ?? null) : null,
    size: inStock.length === 1 || !offer.picker.size ? (inStock[0] ?? null) : null,
  };
}

/** What the shopper must still choose, colour first (the item page's wording), or null. */
export function missingChoice(offer: Offer, choice: OfferChoice): string | null {
  if (offer.picker.color && offer.item.colors.length > 0 && !choice.color) return 'Please choose a color.';
  if (offer.picker.size && offer.item.sizes.length > 0 && !choice.size) return 'Please choose a size.';
  return null;
}
