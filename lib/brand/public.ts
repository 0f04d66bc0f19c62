import type { Brand, BrandTheme, SplitTest } from '../../brands/types';
import { storeHost } from '../api/shared';
import type { ImageInput } from '../seo/shareImage';
import type { StoreSettings } from './settings';

/**
 * What the browser may know about a brand (no server-only configuration): the brand config, with the
 * club and product words taken from the shop's settings, their only home.
 */
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

export function toPublicBrand(brand: Brand, settings: Pick<StoreSettings, 'clubName' | 'brandHasClub' | 'mainProduct' | 'mainProductPlural'>): PublicBrand {
  return {
    id: brand.id,
    storeName: brand.storeName,
    host: storeHost(brand),
    apiBaseUrl: brand.apiBaseUrl,
    theme: brand.theme,
    favicon: brand.favicon,
    hasDesignedHome: brand.hasDesignedHome,
    mainProduct: settings.mainProduct,
    mainProductPlural: settings.mainProductPlural,
    clubName: settings.clubName,
    hasClub: settings.brandHasClub,
    ...(brand.splitTests.length ? { splitTests: brand.splitTests } : {}),
  };
}
