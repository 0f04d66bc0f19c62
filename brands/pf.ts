import type { Brand } from './types';
import { VIP4SH_TEST } from './shared';

export const pf: Brand = {
  id: 'pf',
  storeName: 'Pure Form',
  hosts: ['pureform.shop', 'www.pureform.shop'],
  devHosts: ['pf.localhost'],
  apiBaseUrl: '/api.php/',
  theme: { name: '{product}', primary: '#d81b72', primaryDark: '#a3124f', accent: '#ffd6e7', background: '#fff8fb', text: '#1d1a1c' },
  favicon: '/brands/pf/favicon.svg',
  hasDesignedHome: true,
  splitTests: [VIP4SH_TEST],
};
