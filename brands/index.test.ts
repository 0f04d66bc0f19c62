import { BRANDS, brandByHost, brandById, brandClaimingHost, findBrandByHost, normalizeHost } from './index';

describe('brand resolution', () => {
  test('every brand resolves by id and by each of its hosts, with or without a port', () => {
    for (const b of BRANDS) {
      expect(brandById(b.id)).toBe(b);
      for (const h of [...b.hosts, ...b.devHosts]) {
        expect(brandByHost(h).id).toBe(b.id);
        expect(brandByHost(`${h.toUpperCase()}:3000`).id).toBe(b.id);
      }
    }
  });

  test("an unknown id throws 'Unknown project'", () => {
    expect(() => brandById('nope')).toThrow('Unknown project');
  });

  test("an unknown host throws 'Unknown host'", () => {
    expect(() => brandByHost('evil.example')).toThrow('Unknown host');
    expect(() => brandByHost('')).toThrow('Unknown host');
    expect(() => brandByHost(undefined)).toThrow('Unknown host');
    expect(findBrandByHost('pf.localhost.evil.example')).toBeNull();
  });

  test('bare localhost serves DEFAULT_BRAND (pf unless set)', () => {
    const old = process.env.DEFAULT_BRAND;
    delete process.env.DEFAULT_BRAND;
    expect(brandByHost('localhost:3000').id).toBe('pf');
    expect(brandByHost('127.0.0.1').id).toBe('pf');
    process.env.DEFAULT_BRAND = 'ckb';
    expect(brandByHost('localhost').id).toBe('ckb');
    process.env.DEFAULT_BRAND = old;
    if (old === undefined) delete process.env.DEFAULT_BRAND;
  });

  test('normalizeHost strips ports and case, keeps IPv6 brackets', () => {
    expect(normalizeHost('PF.Localhost:3000')).toBe('pf.localhost');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });

  test('host names are unique across brands', () => {
    const all = BRANDS.flatMap((b) => [...b.hosts, ...b.devHosts]);
    expect(new Set(all).size).toBe(all.length);
  });

  // The shop facts (categories, offer prices, promo codes) are tested with the shop data: server/seed/data/shop/shop.test.ts.
  test('the spec facts per brand: split tests', () => {
    expect(BRANDS.filter((b) => b.splitTests.some((t) => t.key === 'Vip4sh')).map((b) => b.id)).toEqual(['pf', 'ckb']);
  });

  test('a per-brand API base can come from the environment', () => {
    jest.isolateModules(() => {
      process.env.API_BASE_URL_CKB = 'https://api.example.test/api.php/';
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require('./index') as typeof import('./index');
      expect(mod.brandById('ckb').apiBaseUrl).toBe('https://api.example.test/api.php/');
      expect(mod.brandById('pf').apiBaseUrl).toBe('/api.php/');
      delete process.env.API_BASE_URL_CKB;
    });
  });

  test('host names can come from the environment (BRAND_HOSTS_<BRAND>): served, the first canonical, the brand file\'s no longer', () => {
    jest.isolateModules(() => {
      process.env.BRAND_HOSTS_CKB = 'staging.cheekboss.example,qa.cheekboss.example';
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const mod = require('./index') as typeof import('./index');
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { storeHost } = require('../lib/api/shared') as typeof import('../lib/api/shared');
        expect(mod.brandByHost('qa.cheekboss.example:443').id).toBe('ckb');
        expect(mod.brandByHost('staging.cheekboss.example').id).toBe('ckb');
        expect(mod.brandByHost('ckb.localhost').id).toBe('ckb');
        expect(mod.findBrandByHost('cheekboss.shop')).toBeNull();
        expect(storeHost(mod.brandById('ckb'))).toBe('staging.cheekboss.example');
        expect(storeHost(mod.brandById('pf'))).toBe('pureform.shop');
      } finally {
        delete process.env.BRAND_HOSTS_CKB;
      }
    });
  });

  test('a bad or clashing BRAND_HOSTS_<BRAND> stops the process at load, naming the variable', () => {
    for (const [value, message] of [
      ['https://qa.example/', /BRAND_HOSTS_HB: 'https:\/\/qa.example\/' is not a host name/],
      ['pureform.shop', /pureform.shop is a host of both pf and hb/],
    ] as const) {
      jest.isolateModules(() => {
        process.env.BRAND_HOSTS_HB = value;
        try {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          expect(() => require('./index')).toThrow(message);
        } finally {
          delete process.env.BRAND_HOSTS_HB;
        }
      });
    }
  });

  test('brandClaimingHost: only a brand\'s own hosts, never the bare-localhost fallback', () => {
    expect(brandClaimingHost('PureForm.shop:443')?.id).toBe('pf');
    expect(brandClaimingHost('localhost')).toBeNull();
    expect(brandClaimingHost('127.0.0.1:3000')).toBeNull();
    expect(brandClaimingHost(undefined)).toBeNull();
  });
});
