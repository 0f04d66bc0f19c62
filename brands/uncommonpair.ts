import type { Brand } from './types';

export const uncommonpair: Brand = {
  id: 'uncommonpair',
  storeName: 'Uncommon Pair',
  hosts: ['uncommonpair.shop', 'www.uncommonpair.shop'],
  devHosts: ['uncommonpair.localhost'],
  apiBaseUrl: '/api.php/',
  theme: { name: 'uncommonpair', primary: '#e8620c', primaryDark: '#b34a06', accent: '#ffe3cc', background: '#fffaf5', text: '#1e1a16' },
  favicon: '/brands/uncommonpair/favicon.svg',
  hasDesignedHome: false,
  splitTests: [],
};
