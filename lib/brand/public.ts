import type { Brand, BrandTheme } from '../../brands/types';
import { storeHost } from '../api/shared';

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
  };
}
