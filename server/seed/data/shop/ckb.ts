import { US_ZONE } from '../../shipping';
import type { ShopCategory, ShopFacts } from './types';
import { COMMON_PROMO_CODES, categoryPath, menuFromCategories, standardFooter } from './shared';

const categories: ShopCategory[] = [
  { slug: 'cheekies', name: 'Cheekies', group: 'panties' },
  { slug: 'bikinis', name: 'Bikinis', group: 'panties' },
  { slug: 'briefs', name: 'Briefs', group: 'panties' },
  { slug: 'thongs', name: 'Thongs', group: 'panties' },
  { slug: 'boyshorts', name: 'Boyshorts', group: 'panties' },
  { slug: 'high-waisted-cheekies', name: 'High-Waisted Cheekies', group: 'panties' },
  { slug: 'matching-sets', name: 'Matching Sets', group: 'bras-and-sets' },
  { slug: 'no-show-bras', name: 'No-Show Bras', group: 'bras-and-sets' },
  { slug: 'sleep', name: 'Sleep' },
  { slug: 'whats-new', name: "What's New" },
];

const panties = categories.filter((c) => c.group === 'panties');

export const ckbShop: ShopFacts = {
  mainProduct: 'cheeky',
  mainProductPlural: 'cheekies',
  headerMenu: [
    { name: 'Panties', path: '/category-group/panties', children: menuFromCategories(panties) },
    ...menuFromCategories(categories.filter((c) => c.group !== 'panties')),
    { name: 'VIP Club', path: '/vip' },
  ],
  footerMenu: standardFooter(
    [
      { name: 'Cheekies', path: categoryPath('cheekies') },
      { name: 'Matching Sets', path: categoryPath('matching-sets') },
      { name: "What's New", path: categoryPath('whats-new') },
      { name: 'VIP Exclusives', path: '/vip_exclusives' },
      { name: 'Join the VIP Club', path: '/club' },
    ],
    '/page/ckb-store-policies',
  ),
  categories,
  categoryGroups: [
    { slug: 'panties', name: 'Panties' },
    { slug: 'bras-and-sets', name: 'Bras & Sets' },
  ],
  offerPrice: 24.99,
  promoCodes: [
    ...COMMON_PROMO_CODES,
    { code: 'WB10VIP', kind: 'amount', value: 10, description: '$10 off: welcome back, VIP', clubOnly: true, perCustomerLimit: 1 },
  ],
  /** The brand's Instagram and Facebook handle (settings instagramUrl, facebookUrl; the content pages quote it). */
  socialHandle: 'cheekboss',
  clubName: 'Cheekboss VIP',
  hasClub: true,
  registrationLocked: false,
  freeGifts: [{ kind: 'free-underwear', categorySlugs: null }],
  shippingZones: [US_ZONE],
  betweenSizes: 'Between two sizes? Size up for full coverage or down for a cheekier cut.',
};
