import { CANADA_ZONE, US_ZONE } from '../../shipping';
import type { ShopCategory, ShopFacts } from './types';
import { COMMON_PROMO_CODES, categoryPath, menuFromCategories, standardFooter } from './shared';

const categories: ShopCategory[] = [
  { slug: 'crew-socks', name: 'Crew Socks', group: 'socks' },
  { slug: 'ankle-socks', name: 'Ankle Socks', group: 'socks' },
  { slug: 'knee-highs', name: 'Knee Highs', group: 'socks' },
  { slug: 'gift-boxes', name: 'Gift Boxes' },
  { slug: 'whats-new', name: "What's New" },
];

export const uncommonpairShop: ShopFacts = {
  mainProduct: 'sock',
  mainProductPlural: 'socks',
  headerMenu: [
    { name: 'Socks', path: '/category-group/socks', children: menuFromCategories(categories.filter((c) => c.group === 'socks')) },
    ...menuFromCategories(categories.filter((c) => !c.group)),
  ],
  footerMenu: standardFooter(
    [
      { name: 'Crew Socks', path: categoryPath('crew-socks') },
      { name: 'Gift Boxes', path: categoryPath('gift-boxes') },
    ],
    '/page/store-policies',
  ),
  categories,
  categoryGroups: [{ slug: 'socks', name: 'Socks' }],
  offerPrice: 14.99,
  promoCodes: COMMON_PROMO_CODES,
  /** The brand's Instagram and Facebook handle (settings instagramUrl, facebookUrl; the content pages quote it). */
  socialHandle: 'uncommonpair',
  clubName: 'Uncommon Pair Sock Club',
  hasClub: false,
  registrationLocked: false,
  freeGifts: [],
  // Socks are light parcels: Uncommon Pair also ships to Canada.
  shippingZones: [US_ZONE, CANADA_ZONE],
  betweenSizes: 'Between two sizes? Take the larger one, so the heel sits where it should.',
};
