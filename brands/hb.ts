import type { Brand } from './types';

/** Harbor Basics: the fourth, generic brand (tees and loungewear). */
export const hb: Brand = {
  id: 'hb',
  storeName: 'Harbor Basics',
  hosts: ['harborbasics.shop', 'www.harborbasics.shop'],
  devHosts: ['hb.localhost'],
  apiBaseUrl: '/api.php/',
  theme: { name: 'harbor', primary: '#0f7c7a', primaryDark: '#0a5654', accent: '#cfeeed', background: '#f7fbfb', text: '#142221' },
  favicon: '/brands/hb/favicon.svg',
  hasDesignedHome: false,
  splitTests: [],
};
