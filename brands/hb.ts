import type { Brand, BrandCategory } from './types';
import { COMMON_PROMO_CODES, categoryPath, menuFromCategories, standardFooter } from './shared';

const categories: BrandCategory[] = [
  { slug: 'tees', name: 'Tees', group: 'basics' },
  { slug: 'tanks', name: 'Tanks', group: 'basics' },
  { slug: 'lounge-pants', name: 'Lounge Pants', group: 'lounge' },
  { slug: 'hoodies', name: 'Hoodies', group: 'lounge' },
  { slug: 'whats-new', name: "What's New" },
];

/** Harbor Basics: the fourth, generic brand (tees and loungewear). */
export const hb: Brand = {
  id: 'hb',
  storeName: 'Harbor Basics',
  hosts: ['harborbasics.shop', 'www.harborbasics.shop'],
  devHosts: ['hb.localhost'],
  apiBaseUrl: '/api.php/',
  theme: { name: 'harbor', primary: '#0f7c7a', primaryDark: '#0a5654', accent: '#cfeeed', background: '#f7fbfb', text: '#142221' },
  favicon: '/brands/hb/favicon.svg',
  mainProduct: 'tee',
  mainProductPlural: 'tees',
  hasDesignedHome: false,
  headerMenu: [
    { name: 'Basics', path: '/category-group/basics', children: menuFromCategories(categories.filter((c) => c.group === 'basics'), '/brands/hb/menu') },
    { name: 'Lounge', path: '/category-group/lounge', children: menuFromCategories(categories.filter((c) => c.group === 'lounge'), '/brands/hb/menu') },
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
  splitTests: [],
  clubName: 'Harbor Club',
  hasClub: false,
  registrationLocked: false,
  betweenSizes: 'Between two sizes? Our fits are relaxed, so take your usual size, or size up for an oversized look.',
};
