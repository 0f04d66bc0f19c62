import type { Brand } from './types';
import { VIP4SH_TEST } from './shared';

export const ckb: Brand = {
  id: 'ckb',
  storeName: 'Cheekboss',
  hosts: ['cheekboss.shop', 'www.cheekboss.shop'],
  devHosts: ['ckb.localhost'],
  apiBaseUrl: '/api.php/',
  theme: { name: 'cheekboss', primary: '#e0314b', primaryDark: '#b01f37', accent: '#ffd9dd', background: '#fff7f7', text: '#1f1718' },
  favicon: '/brands/ckb/favicon.svg',
  hasDesignedHome: true,
  splitTests: [VIP4SH_TEST],
};
