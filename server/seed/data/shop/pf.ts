import { US_ZONE } from '../../shipping';
import type { ShopCategory, ShopFacts } from './types';
import { COMMON_PROMO_CODES, categoryPath, menuFromCategories, standardFooter } from './shared';

const categories: ShopCategory[] = [
  { slug: 'matching-sets', name: 'Matching Sets', group: 'sets-and-tops' },
  { slug: 'leggings', name: 'Leggings', group: 'bottoms' },
  { slug: 'crops', name: 'Crops', group: 'bottoms' },
  { slug: 'shorts-skorts', name: 'Shorts & Skorts', group: 'bottoms' },
  { slug: 'flares', name: 'Flares', group: 'bottoms' },
  { slug: 'joggers', name: 'Joggers', group: 'bottoms' },
  { slug: 'tops', name: 'Tops', group: 'sets-and-tops' },
  { slug: 'dresses', name: 'Dresses', group: 'sets-and-tops' },
  { slug: 'outerwear', name: 'Outerwear', group: 'sets-and-tops' },
  { slug: 'only-black-styles', name: 'Only Black Styles' },
  { slug: 'sleep', name: 'Sleep' },
  { slug: 'accessories', name: 'Accessories' },
  { slug: 'whats-new', name: "What's New" },
];

const bottoms = categories.filter((c) => c.group === 'bottoms');

export const pfShop: ShopFacts = {
  mainProduct: 'legging',
  mainProductPlural: 'leggings',
  headerMenu: [
    { name: 'Bottoms', path: '/category-group/bottoms', children: menuFromCategories(bottoms) },
    ...menuFromCategories(categories.filter((c) => c.group !== 'bottoms')),
    { name: 'VIP Club', path: '/vip' },
  ],
  footerMenu: standardFooter(
    [
      { name: 'Leggings', path: categoryPath('leggings') },
      { name: 'Matching Sets', path: categoryPath('matching-sets') },
      { name: "What's New", path: categoryPath('whats-new') },
      { name: 'VIP Exclusives', path: '/vip_exclusives' },
      { name: 'Join the VIP Club', path: '/club' },
    ],
    '/page/store-policies',
  ),
  categories,
  categoryGroups: [
    { slug: 'bottoms', name: 'Bottoms' },
    { slug: 'sets-and-tops', name: 'Sets, Tops & Layers' },
  ],
  offerPrice: 29.99,
  promoCodes: [
    ...COMMON_PROMO_CODES,
    { code: 'J1V5GPF', kind: 'percent', value: 20, description: '20% off: social media special' },
  ],
  /** The brand's Instagram and Facebook handle (settings instagramUrl, facebookUrl; the content pages quote it). */
  socialHandle: 'pureform.shop',
  clubName: 'Pure Form VIP',
  hasClub: true,
  registrationLocked: false,
  freeGifts: [{ kind: 'free-leggings', categorySlugs: ['leggings'] }],
  shippingZones: [US_ZONE],
  betweenSizes: 'Between two sizes? Size down for a snug, sculpting fit or up for a relaxed one.',
};
