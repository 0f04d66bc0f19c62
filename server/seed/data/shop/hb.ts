import { US_ZONE } from '../../shipping';
import type { ShopCategory, ShopFacts } from './types';
import { COMMON_PROMO_CODES, categoryPath, menuFromCategories, standardFooter } from './shared';

const categories: ShopCategory[] = [
  { slug: 'tees', name: 'Tees', group: 'basics' },
  { slug: 'tanks', name: 'Tanks', group: 'basics' },
  { slug: 'lounge-pants', name: 'Lounge Pants', group: 'lounge' },
  { slug: 'hoodies', name: 'Hoodies', group: 'lounge' },
  { slug: 'whats-new', name: "What's New" },
];

export const hbShop: ShopFacts = {
  mainProduct: 'tee',
  mainProductPlural: 'tees',
  headerMenu: [
    { name: 'Basics', path: '/category-group/basics', children: menuFromCategories(categories.filter((c) => c.group === 'basics')) },
    { name: 'Lounge', path: '/category-group/lounge', children: menuFromCategories(categories.filter((c) => c.group === 'lounge')) },
    { name: "What's New", path: categoryPath('whats-new') },
  ],
  footerMenu: standardFooter(
    [
      { name: 'Tees', path: categoryPath('tees') },
      { name: 'Hoodies', path: categoryPath('hoodies') },
    ],
    '/page/store-policies',
  ),
  categories,
  categoryGroups: [
    { slug: 'basics', name: 'Basics' },
    { slug: 'lounge', name: 'Lounge' },
  ],
  offerPrice: 19.99,
  promoCodes: COMMON_PROMO_CODES,
  /** The brand's Instagram and Facebook handle (settings instagramUrl, facebookUrl; the content pages quote it). */
  socialHandle: 'harborbasics',
  clubName: 'Harbor Club',
  hasClub: false,
  registrationLocked: false,
  freeGifts: [],
  shippingZones: [US_ZONE],
  betweenSizes: 'Between two sizes? Our fits are relaxed, so take your usual size, or size up for an oversized look.',
};
