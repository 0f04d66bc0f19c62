import type { Shape } from '../../media/svg/garments';
import type { CopyVoice } from './copy';
import type { ShopFacts } from './shop/types';

/** One product line: the items of one category, drawn as one garment shape unless overridden. */
export interface ProductLine {
  category: string;
  /** Item type stored on the row; defaults to the shape's type (see catalog.ts). */
  type?: string;
  shape: Shape;
  /** Names, or [name, shape] when one item is drawn differently from the line. */
  names: (string | [string, Shape])[];
  /** Price range in dollars; prices end in .99. */
  price: [number, number];
  sizes: SizeSet;
  aspect?: 'portrait' | 'square' | 'mixed';
}

/**
 * apparel: XS–3XL (3XL stored as XXXL); some pf items extend to 4XL/5XL ('apparel+').
 * ranges: XS-S, M-L, XL-2X, 3X-4X. sock: XS-S, M-L, XL-2X. one: One Size.
 */
export type SizeSet = 'apparel' | 'apparel+' | 'ranges' | 'sock' | 'one';

export interface BrandSeed {
  /** The shop data the seed writes (settings, categories, codes, offers, gift rules). */
  shop: ShopFacts;
  clubMonthly: number;
  pauseMonthly: number;
  clubDiscountPercentage: number;
  personaFullName: string;
  mainShoppingPath: string;
  monthlyItemFlair: string;
  brandHas236Gifts: boolean;
  brandHas12Gifts: boolean;
  clubMultiQty: boolean;
  clubExchanges: boolean;
  sizes: string[];
  socialMediaDiscountCode: string;
  banner: { headline: string; sub: string };
  /** Colour names from server/media/colors.ts; two-tones allowed. */
  palette: string[];
  /** Every n-th item's first colour is Black (feeds 'Only Black Styles'); 0 for none. */
  blackEvery: number;
  lines: ProductLine[];
  /** VIP-only styles (club brands), shown in the 'vip-exclusives' category. */
  vip: ProductLine | null;
  /** Some 'apparel+' lines reach 4XL/5XL. */
  extendedSizes: boolean;
  /** Bottoms and sets get plus-size and straight-fit model images. */
  fitCrops: boolean;
  /** The category that uses the 'catchall' grid besides What's New. */
  catchall: string;
  sizeGuide: 'apparel' | 'underwear' | 'socks';
  /** How item descriptions and reviews talk: the brand's fabrics, care and kind of wear (data/copy.ts). */
  voice: CopyVoice;
  styleProfile: Record<string, string>;
  /**
   * Shop copy by category slug: the category page's intro and meta description. One or two
   * sentences of about 110–155 characters, different from every other category and group of
   * every brand (server/seed/data/shopCopy.test.ts).
   */
  categoryCopy: Record<string, string>;
  /** The same for category groups, by group slug. */
  groupCopy: Record<string, string>;
  /**
   * Multi-buy sets (migration 017): any `quantity` items of the category for `price` dollars. Every set
   * the brand's copy advertises must be here (server/seed/multiBuyCopy.test.ts).
   */
  multiBuys?: MultiBuySeed[];
}

/** A multi-buy set of the seed: the category by slug, dollars. */
export interface MultiBuySeed {
  category: string;
  quantity: number;
  price: number;
}
