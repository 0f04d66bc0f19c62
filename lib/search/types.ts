// The shop API's search answers (contract: docs/api.md "Search", server/search/routes.ts).
import type { CatalogImage, Listing } from '../catalog/types';

export interface SuggestItem {
  id: number;
  path: string;
  name: string;
  price: number;
  originalPrice: number | null;
  image: CatalogImage | null;
  soldOut: boolean;
  vipOnly: boolean;
}

export interface SuggestLink {
  name: string;
  path: string;
}

/** GET search/suggest: at most 6 items, 4 categories and 4 content pages. */
export interface Suggestions {
  query: string;
  items: SuggestItem[];
  categories: SuggestLink[];
  pages: SuggestLink[];
}

/** GET search: one page of results with facets, as a category listing. */
export interface SearchResults extends Listing {
  /** The normalised query. */
  query: string;
  /** The corrected query the answer is for, when the asked one found nothing. */
  didYouMean: string | null;
}

/** Longest query the API accepts. */
export const MAX_QUERY_LENGTH = 200;
/** Characters typed before suggestions are asked for. */
export const SUGGEST_MIN_CHARS = 2;
/** Quiet time after a key press before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
