import type { Brand, BrandCategory } from './types';
import { COMMON_PROMO_CODES, VIP4SH_TEST, categoryPath, menuFromCategories, standardFooter } from './shared';

const categories: BrandCategory[] = [
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

export const ckb: Brand = {
  id: 'ckb',
  storeName: 'Cheekboss',
  hosts: ['cheekboss.shop', 'www.cheekboss.shop'],
  devHosts: ['ckb.localhost'],
  apiBaseUrl: '/api.php/',
  theme: { name: 'cheekboss', primary: '#e0314b', primaryDark: '#b01f37', accent: '#ffd9dd', background: '#fff7f7', text: '#1f1718' },
  favicon: '/brands/ckb/favicon.svg',
  mainProduct: 'cheeky',
  mainProductPlural: 'cheekies',
  hasDesignedHome: true,
  headerMenu: [
    { name: 'Panties', path: '/category-group/panties', image: '/brands/ckb/menu/panties.svg', children: menuFromCategories(panties, '/brands/ckb/menu') },
    ...menuFromCategories(categories.filter((c) => c.group !== 'panties'), '/brands/ckb/menu'),
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
    { code: 'WB10VIP', kind: 'amount', value: 10, description: '$10 off: welcome back, VIP', clubOnly: true },
  ],
  splitTests: [VIP4SH_TEST],
  clubName: 'Cheekboss VIP',
  hasClub: true,
  registrationLocked: false,
  betweenSizes: 'Between two sizes? Size up for full coverage or down for a cheekier cut.',
};
