import type { Brand, BrandTheme, SplitTest } from '../../brands/types';
import { storeHost } from '../api/shared';
import type { ImageInput } from '../seo/shareImage';

/** What the browser may know about a brand (no server-only configuration). */
export interface PublicBrand {
  id: string;
  storeName: string;
  host: string;
  apiBaseUrl: string;
  theme: BrandTheme;
  favicon: string;
  hasDesignedHome: boolean;
  mainProduct: string;
  mainProductPlural: string;
  clubName: string;
  hasClub: boolean;
  /** The split tests the brand runs (lib/experiments); absent when none. */
  splitTests?: SplitTest[];
  /** The image pages without their own are shared with (set by brandPage from the settings). */
  shareImage?: ImageInput | null;
}

export function toPublicBrand(brand: Brand): PublicBrand {
  return {
    id: brand.id,
    storeName: brand.storeName,
    host: storeHost(brand),
    apiBaseUrl: brand.apiBaseUrl,
    theme: brand.theme,
    favicon: brand.favicon,
    hasDesignedHome: brand.hasDesignedHome,
    mainProduct: brand.mainProduct,
    mainProductPlural: brand.mainProductPlural,
    clubName: brand.clubName,
    hasClub: brand.hasClub,
    ...(brand.splitTests.length ? { splitTests: brand.splitTests } : {}),
  };
}
