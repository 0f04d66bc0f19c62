/**
 * Answers of the catalog part of the shop API (docs/api.md, "Catalog"). Pure types and constants:
 * safe to import from pages, components and the server. Money in dollars (2 decimals).
 */
import type { MultiBuyOffer } from '../promotions/multiBuy';

export type GridType = 'double1x1' | 'catchall';

export const SORT_KEYS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'featured';
export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
};

/** Items per page of a category or category group. */
export const CATEGORY_PAGE_SIZE = 24;
/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 10;
/** Spec section 5/9: at most this many customer images on an item. */
export const MAX_CUSTOMER_IMAGES = 42;

export interface CatalogImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** A colour of an item. `parts` are the display names (split on - or /), `hexes` one per part when known. */
export interface ColorOption {
  name: string;
  hex: string;
  parts: string[];
}

/** A size of an item, in display order, with its label (XXL → 2XL …) and stock. */
export interface SizeOption {
  size: string;
  label: string;
  stock: number;
  soldOut: boolean;
}

/** GET item/:id/stock: an item's sizes with their stock read now (never cached). */
export interface ItemStock {
  sizes: SizeOption[];
  soldOut: boolean;
}

export interface CategorySummary {
  id: number;
  slug: string;
  name: string;
  /** In-app path, '/category/<slug>'. */
  path: string;
  image: CatalogImage | null;
  gridType: GridType;
  /** Slug of the category group it belongs to, or null. */
  groupSlug: string | null;
  vipOnly: boolean;
}

export interface CategoryDetail extends CategorySummary {
  description: string;
  /** Multi-buy sets on this category ("Mix any 5 Cheekies for $50"), priced in the cart by the shop API. */
  multiBuys?: MultiBuyOffer[];
}

export interface CategoryGroupDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** In-app path, '/category-group/<slug>'. */
  path: string;
  gridType: GridType;
}

/** An item as listed in a grid (category, group, matching items, GET items). */
export interface CategoryItem {
  id: number;
  /** In-app path, '/item/<id>'. */
  path: string;
  /** The item's URL slug in the catalog (informational). */
  slug: string;
  name: string;
  type: string;
  /** image1 (or the first image); null when the item has no image. */
  image: CatalogImage | null;
  /** image2, shown on hover in grids; null when absent. */
  hoverImage: CatalogImage | null;
  price: number;
  originalPrice: number | null;
  clubPrice: number | null;
  baseColor: string;
  colors: ColorOption[];
  /** Sizes in display order (after the One Size collapse). */
  sizes: string[];
  /** True when every size is out of stock. */
  soldOut: boolean;
  vipOnly: boolean;
  /** ISO time the item was added (sort 'newest'). */
  createdAt: string;
}

export interface FilterOption {
  value: string;
  label: string;
  /** Items in the current listing (before this filter) that have this value. */
  count: number;
  /** Colours only: a swatch colour. */
  hex?: string;
}

export interface CatalogFilters {
  sizes: FilterOption[];
  colors: FilterOption[];
}

/** The filters and sort the server applied (unknown or absurd values are dropped). */
export interface AppliedQuery {
  size: string | null;
  color: string | null;
  sort: SortKey;
  page: number;
}

/** One page of a filtered, sorted product listing with its facets. */
export interface Listing {
  items: CategoryItem[];
  filters: CatalogFilters;
  applied: AppliedQuery;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface CategoryPageData extends Listing {
  category: CategoryDetail;
}

export interface CategoryGroupPageData extends Listing {
  group: CategoryGroupDetail;
  categories: CategorySummary[];
}

export const IMAGE_KEYS = ['image1', 'image2', 'image3', 'image4'] as const;
export type ImageKey = (typeof IMAGE_KEYS)[number];

export const ADDITIONAL_IMAGE_TYPES = ['model', 'pocket', 'instagram', 'customer'] as const;
export type AdditionalImageType = (typeof ADDITIONAL_IMAGE_TYPES)[number];

/**
 * Item aspect classes. Which additional image types an item shows depends on it
 * (see `additionalTypesFor` in lib/catalog/aspect.ts):
 * - 'portrait' (default, garments photographed on a model): model, instagram, customer
 * - 'square' (flat-lay products such as underwear packs and accessories): pocket, instagram, customer
 * - 'landscape' (wide product shots, sets): model, pocket, instagram, customer
 * Any other value is treated as 'portrait'.
 */
export type AspectClass = 'portrait' | 'square' | 'landscape';

export interface AdditionalImageGroup {
  type: AdditionalImageType;
  images: CatalogImage[];
}

export interface RatingSummary {
  /** Average rating, 1 decimal; 0 when there are no reviews. */
  average: number;
  count: number;
  /** Counts per star, 5 stars first. */
  histogram: { stars: number; count: number }[];
}

export interface BreadcrumbEntry {
  name: string;
  path: string;
}

export interface Item {
  id: number;
  path: string;
  slug: string;
  name: string;
  type: string;
  description: string;
  /** The main images by key; a key the item lacks is absent. */
  images: Partial<Record<ImageKey, CatalogImage>>;
  /** The keys of `images` in display order (the item's image order, else image1…image4). */
  imageKeys: ImageKey[];
  /**
   * Extension (not in the spec): each colour's own main images, with the keys of `images`, by colour
   * name. The first colour's are `images`; a colour left out has no images of its own (show `images`).
   */
  colorImages: Record<string, Partial<Record<ImageKey, CatalogImage>>>;
  aspectClass: AspectClass;
  /** Additional images, only the types the aspect class shows, customer images capped at 42. */
  additionalImages: AdditionalImageGroup[];
  /** Model crop images: a plus-size and a straight-size model. */
  modelImages: { plus: CatalogImage | null; straight: CatalogImage | null };
  colors: ColorOption[];
  baseColor: string;
  sizes: SizeOption[];
  soldOut: boolean;
  categoryIds: number[];
  /** Multi-buy sets the item counts towards (its categories' sets), priced in the cart by the shop API. */
  multiBuys?: MultiBuyOffer[];
  price: number;
  originalPrice: number | null;
  clubPrice: number | null;
  vipOnly: boolean;
  /** Members' early access until then (ISO): only the club's members may buy it before. Absent when open to everyone. */
  membersUntil?: string;
  matching: CategoryItem[];
  rating: RatingSummary;
  /** The item's main category (first by position), or null. */
  category: BreadcrumbEntry | null;
  /** Home → (group) → category → item. */
  breadcrumb: BreadcrumbEntry[];
  createdAt: string;
}

export interface ReviewAnswer {
  /** 'product' | 'sizing' | 'style' | 'travel' | 'firstOrder' */
  key: string;
  question: string;
  answer: string;
}

export interface Review {
  id: number;
  itemId: number | null;
  /** Name and path of the reviewed item (brand-wide listing), or null. */
  item: { name: string; path: string } | null;
  firstName: string;
  lastInitial: string;
  rating: number;
  title: string;
  body: string;
  images: CatalogImage[];
  answers: ReviewAnswer[];
  /** ISO date. */
  date: string;
}

export interface ReviewsPageData {
  reviews: Review[];
  summary: RatingSummary;
  page: number;
  pageSize: number;
  total: number;
}

export interface SizingGuideEntry {
  /** The size, e.g. 'XS-S'. */
  name: string;
  /** The size's display label (XXL → 2XL). */
  label: string;
  images: { front: CatalogImage; side: CatalogImage; back: CatalogImage };
  /**
   * Measurement lines present for this size, in the order Bust, Waist, Hip, Pant, Shoe size.
   * Apparel and underwear guides have the first four; a socks guide has only 'Shoe size' (the US
   * shoe sizes the size fits).
   */
  lines: { label: 'Bust' | 'Waist' | 'Hip' | 'Pant' | 'Shoe size'; value: string }[];
}
