import { assertHostsUnique, brandHostsVariable, hostsFromEnv, withEnvHosts } from './hosts';
import { pf } from './pf';
import { ckb } from './ckb';

describe('BRAND_HOSTS_<BRAND>', () => {
  test('names the variable after the brand id in capitals', () => {
    expect(brandHostsVariable('uncommonpair')).toBe('BRAND_HOSTS_UNCOMMONPAIR');
  });

  test('a comma list gives the host names in order, lower-cased, trimmed, without repeats', () => {
    expect(hostsFromEnv('pf', { BRAND_HOSTS_PF: ' Staging.PureForm.example , www.staging.pureform.example,staging.pureform.example,' })).toEqual([
      'staging.pureform.example',
      'www.staging.pureform.example',
    ]);
  });

  test('unset or empty: none (the brand file applies)', () => {
    expect(hostsFromEnv('pf', {})).toBeNull();
    expect(hostsFromEnv('pf', { BRAND_HOSTS_PF: '  ' })).toBeNull();
    expect(withEnvHosts(pf, {})).toBe(pf);
  });

  test.each([
    ['https://pureform.shop', /BRAND_HOSTS_PF: 'https:\/\/pureform.shop' is not a host name/],
    ['pureform.shop:8443', /not a host name/],
    ['pureform.shop/shop', /not a host name/],
    ['-bad.example', /not a host name/],
    [',,', /BRAND_HOSTS_PF: names no host/],
  ])('%s is refused, naming the variable', (value, message) => {
    expect(() => hostsFromEnv('pf', { BRAND_HOSTS_PF: value })).toThrow(message);
  });

  test('replaces the production hosts only: the first is canonical, the development host stays', () => {
    const b = withEnvHosts(pf, { BRAND_HOSTS_PF: 'qa.pureform.example,pureform.shop' });
    expect(b.hosts).toEqual(['qa.pureform.example', 'pureform.shop']);
    expect(b.devHosts).toEqual(pf.devHosts);
    expect(b.storeName).toBe(pf.storeName);
  });

  test('one host claimed by two brands stops the start, naming both variables', () => {
    expect(() => assertHostsUnique([pf, ckb])).not.toThrow();
    const clash = withEnvHosts(ckb, { BRAND_HOSTS_CKB: 'cheekboss.shop,pureform.shop' });
    expect(() => assertHostsUnique([pf, clash])).toThrow('pureform.shop is a host of both pf and ckb (check BRAND_HOSTS_PF and BRAND_HOSTS_CKB)');
  });
});
