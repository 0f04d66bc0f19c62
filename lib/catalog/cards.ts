import { colorPhotoUrls } from './colorImages';
import type { AppliedQuery, CatalogFilters, CategoryItem, Item, Listing } from './types';

/** What a product card shows: the part of a catalog item that travels to the browser in grids. */
export interface ProductCardData {
  id: number;
  path: string;
  name: string;
  image: CategoryItem['image'];
  /** Decorative (alt=""), so no alt text. */
  hoverImage: { url: string; width: number; height: number } | null;
  price: number;
  originalPrice: number | null;
  /** The member price (CategoryItem.clubPrice), shown instead of the price while the cart gives member prices. */
  clubPrice: number | null;
  /** Colour swatches: hex and the display title. */
  colors: { hex: string; title: string }[];
  soldOut: boolean;
}

/** Most swatches a card shows. */
export const CARD_SWATCHES = 5;

/**
 * A grid's items as page props: the API's listing carries what filters and sorting need (type,
 * sizes, base colour, dates), which the page's JSON and HTML would otherwise repeat for nothing.
 */
export function toCardData(item: CategoryItem): ProductCardData {
  const hover = item.hoverImage;
  return {
    id: item.id,
    path: item.path,
    name: item.name,
    image: item.image,
    hoverImage: hover ? { url: hover.url, width: hover.width, height: hover.height } : null,
    price: item.price,
    originalPrice: item.originalPrice,
    clubPrice: item.clubPrice,
    colors: item.colors.map((c) => ({ hex: c.hex, title: c.parts.join(' / ') })),
    soldOut: item.soldOut,
  };
}

export function toCards(items: readonly CategoryItem[]): ProductCardData[] {
  return items.map(toCardData);
}

/** A listing's page of results as its grid, filters and pages show them (category, group, search). */
export interface ListingCards {
  items: ProductCardData[];
  filters: CatalogFilters;
  applied: AppliedQuery;
  total: number;
  pageCount: number;
}

/** The part of a listing answer its page shows, with cards for the items. */
export function toListingCards(data: Listing): ListingCards {
  return { items: toCards(data.items), filters: data.filters, applied: data.applied, total: data.total, pageCount: data.pageCount };
}

/**
 * An item as its page gets it: the matching items as cards, and the other colours' images as bare
 * URLs in gallery order (colour name → URLs), which the gallery swaps in when a colour is chosen.
 */
export type ItemWithCards = Omit<Item, 'matching' | 'colorImages'> & { matching: ProductCardData[]; colorPhotos: Record<string, string[]> };

export function itemWithCards(item: Item): ItemWithCards {
  const { colorImages, ...rest } = item;
  return { ...rest, matching: toCards(item.matching), colorPhotos: colorPhotoUrls(colorImages, item.imageKeys, item.colors[0]?.name) };
}
