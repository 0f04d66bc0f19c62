import type { Brand } from '../../brands/types';
import type { MenuLink } from '../../lib/brand/settings';
import type { Catalog } from './catalog';
import { paletteOf } from './catalog';
import { resolveColor } from '../media/colors';
import type { BrandSeed } from './data/types';
import type { MediaLibrary } from './media';
import { wearable } from '../media/svg/garments';
import { type SceneGarment, banner, scrollingImage } from '../media/svg/scenes';
import { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_COST } from './shipping';

// Shipping lives in ./shipping (seed copy quotes it too); re-exported for existing importers.
export { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_COST };

/** Menu links with their images pointed at the seeded category and group tiles (or dropped). */
function withMenuImages(links: MenuLink[], catalog: Catalog): MenuLink[] {
  return links.map((l) => {
    const cat = /^\/category\/([^/]+)$/.exec(l.path)?.[1];
    const group = /^\/category-group\/([^/]+)$/.exec(l.path)?.[1];
    const image = (cat && catalog.categoryImages.get(cat)) || (group && catalog.groupImages.get(group)) || undefined;
    const out: MenuLink = { name: l.name, path: l.path };
    if (image) out.image = image;
    if (l.children) out.children = withMenuImages(l.children, catalog);
    return out;
  });
}

/** settings_json for a brand: every store-settings field of spec section 3, plus shipping and tax. */
export function buildSettings(brand: Brand, seed: BrandSeed, catalog: Catalog, media: MediaLibrary): Record<string, unknown> {
  const palette = paletteOf(brand);
  const regular = catalog.items.filter((i) => !i.vip);
  const mainCategory = seed.mainShoppingPath.replace('/category/', '');
  // The banner shows one item of the main category on a model and the first items of two other
  // categories on a rail; its heading and button are live text on the page (components/home/Banner.tsx).
  const main = regular.find((i) => i.category === mainCategory) ?? regular[0];
  const showcase = [main, ...regular.filter((i, k, all) => i.category !== main?.category && all.findIndex((o) => o.category === i.category) === k)]
    .filter(Boolean)
    .slice(0, 3);
  const g: SceneGarment[] = showcase.map((i) => [i.shape, { main: i.colors[0].hex, second: i.colors[0].second }, i.details]);
  const shown = showcase.map((i) => `the ${i.name} in ${i.colors[0].name}`);
  const alt = shown.length > 1 && wearable(showcase[0].shape) ? `Illustration: a model in ${shown[0]}, with ${shown.slice(1).join(' and ')} on a clothes rail` : `Illustration: ${shown.join(', ')} on a clothes rail`;
  const bannerValue = {
    path: seed.mainShoppingPath,
    heading: seed.banner.headline,
    subheading: seed.banner.sub,
    desktopImage: { url: media.add(banner('desktop', g, palette)), width: 1600, height: 600, alt },
    mobileImage: { url: media.add(banner('mobile', g, palette)), width: 800, height: 1000, alt },
  };
  // Six scrolling images: one item from each of the first categories, in a palette colour.
  const picks = regular.filter((item, i, all) => all.findIndex((o) => o.category === item.category) === i).slice(0, 6);
  while (picks.length < 6 && regular.length) picks.push(regular[picks.length % regular.length]);
  const scrollingImages = picks.map((item, n) => {
    const c = resolveColor(seed.palette[n % seed.palette.length]);
    return { url: media.add(scrollingImage(item.shape, { main: c.hex, second: c.second }, item.variant, palette, n)) };
  });
  const host = brand.hosts[0];
  return {
    afterpay: true,
    afterpayMax: 1000,
    afterpayMin: 35,
    banner: bannerValue,
    brandHasClub: seed.shop.hasClub,
    brandHas236Gifts: seed.brandHas236Gifts,
    brandHas12Gifts: seed.brandHas12Gifts,
    clubMonthly: seed.shop.hasClub ? seed.clubMonthly : 0,
    clubName: seed.shop.clubName,
    clubMultiQty: seed.clubMultiQty,
    clubExchanges: seed.clubExchanges,
    domain: host,
    facebookUrl: `https://www.facebook.com/${seed.shop.socialHandle}`,
    instagramUrl: `https://www.instagram.com/${seed.shop.socialHandle}`,
    footerMenu: seed.shop.footerMenu,
    headerMenu: withMenuImages(seed.shop.headerMenu, catalog),
    gaPropertyId: '',
    gtmWorkspaceId: '',
    mainProduct: seed.shop.mainProduct,
    mainProductPlural: seed.shop.mainProductPlural,
    mainShoppingPath: seed.mainShoppingPath,
    monthlyItemFlair: seed.monthlyItemFlair,
    scrollingImages,
    showClubOffer: seed.shop.hasClub,
    sizes: seed.sizes,
    sizingGuide: true,
    betweenSizes: seed.shop.betweenSizes,
    registrationLocked: seed.shop.registrationLocked,
    socialMediaDiscountCode: seed.socialMediaDiscountCode,
    storeName: brand.storeName,
    stripeJs: '',
    stripeJsApplePay: false,
    personaFullName: seed.personaFullName,
    loading: false,
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
    standardShippingCost: STANDARD_SHIPPING_COST,
    // Where the brand ships (zones, methods, prices, free-shipping thresholds); US sales tax is quoted by destination (server/tax).
    shippingZones: seed.shop.shippingZones,
  };
}

/** The spec's store-settings field names (section 3), for tests and validation. */
export const SETTINGS_FIELDS = [
  'afterpay', 'afterpayMax', 'afterpayMin', 'banner', 'brandHasClub', 'brandHas236Gifts', 'brandHas12Gifts', 'clubMonthly',
  'clubName', 'clubMultiQty', 'clubExchanges', 'domain', 'facebookUrl', 'instagramUrl', 'footerMenu', 'headerMenu',
  'gaPropertyId', 'gtmWorkspaceId', 'mainProduct', 'mainProductPlural', 'mainShoppingPath', 'monthlyItemFlair',
  'scrollingImages', 'showClubOffer', 'sizes', 'sizingGuide', 'socialMediaDiscountCode', 'storeName', 'stripeJs',
  'stripeJsApplePay', 'personaFullName', 'loading', 'freeShippingThreshold', 'standardShippingCost', 'shippingZones',
] as const;
