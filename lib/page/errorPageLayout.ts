import type { Brand } from '../../brands/types';
import { serverApi } from '../api/server';
import { toPublicBrand } from '../brand/public';
import { layoutSettings } from '../brand/settings';
import { defaultShareImage } from '../seo/defaultShareImage';
import type { BrandPageProps } from './brandPage';

/**
 * Server only: what _app needs to put an error page on `brand`'s host in the store's layout (header,
 * footer, favicon), as brandPage gives every page. No shopper cookies: the layout holds nothing
 * personal, and an error page sets none.
 */
export async function errorPageLayout(brand: Brand, path: string): Promise<BrandPageProps | null> {
  try {
    const settings = await serverApi(brand).get('settings');
    return {
      brand: { ...toPublicBrand(brand, settings), shareImage: defaultShareImage(settings) },
      layoutSettings: layoutSettings(settings),
      layout: 'default',
      path,
      // An error page is never indexed (ErrorScreen writes its own robots tag).
      routeNoindex: true,
    };
  } catch {
    // The error may be the shop API itself failing (a server error): then the page stands alone.
    return null;
  }
}
