import type { Brand, BrandCategory } from './types';
import { COMMON_PROMO_CODES, categoryPath, menuFromCategories, standardFooter } from './shared';

const categories: BrandCategory[] = [
  { slug: 'crew-socks', name: 'Crew Socks', group: 'socks' },
  { slug: 'ankle-socks', name: 'Ankle Socks', group: 'socks' },
  { slug: 'knee-highs', name: 'Knee Highs', group: 'socks' },
  { slug: 'gift-boxes', name: 'Gift Boxes' },
  { slug: 'whats-new', name: "What's New" },
];

export const uncommonpair: Brand = {
  id: 'uncommonpair',
  storeName: 'Uncommon Pair',
  hosts: ['uncommonpair.shop', 'www.uncommonpair.shop'],
  devHosts: ['uncommonpair.localhost'],
  apiBaseUrl: '/api.php/',
  theme: { name: 'uncommonpair', primary: '#e8620c', primaryDark: '#b34a06', accent: '#ffe3cc', background: '#fffaf5', text: '#1e1a16' },
  favicon: '/brands/uncommonpair/favicon.svg',
  mainProduct: 'sock',
  mainProductPlural: 'socks',
  hasDesignedHome: false,
  headerMenu: [
    { name: 'Socks', path: '/category-group/socks', children: menuFromCategories(categories.filter((c) => c.group === 'socks'), '/brands/uncommonpair/menu') },
    ...menuFromCategories(categories.filter((c) => !c.group), '/brands/uncommonpair/menu'),
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
  splitTests: [],
  clubName: 'Uncommon Pair Sock Club',
  hasClub: false,
  registrationLocked: false,
  betweenSizes: 'Between two sizes? Take the larger one, so the heel sits where it should.',
};
