import type { PublicBrand } from './public';
import type { LayoutSettings } from './settings';

/** A minimal brand and layout settings for component tests that need BrandProvider. */
export const testBrand = { id: 'pf', storeName: 'Test', host: 'pf.test', apiBaseUrl: '/api.php/', theme: {}, favicon: '', hasClub: true } as unknown as PublicBrand;
export const testLayoutSettings = { storeName: 'Test', headerMenu: [], footerMenu: [], mainShoppingPath: '/category/leggings', freeShippingThreshold: 75 } as unknown as LayoutSettings;
