import { addressKey, clientAddress, trustedProxyHops } from './clientAddress';

test('without TRUST_PROXY the socket address is the client and X-Forwarded-For is ignored', () => {
  expect(trustedProxyHops({})).toBe(0);
  expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
  expect(clientAddress(undefined, '198.51.100.1', 0)).toBeUndefined();
});

test('behind N proxies the client is N hops back; what the client wrote further left is not used', () => {
  expect(trustedProxyHops({ TRUST_PROXY: '1' })).toBe(1);
  expect(trustedProxyHops({ TRUST_PROXY: 'true' })).toBe(1);
  // The client sent X-Forwarded-For: 1.1.1.1; the proxy (10.0.0.2) appended the real address.
  expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
  expect(clientAddress('10.0.0.3', ['1.1.1.1, 203.0.113.7', '10.0.0.2'], 2)).toBe('203.0.113.7');
  // Fewer entries than hops: the furthest one known.
  expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  expect(() => trustedProxyHops({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
});

test('IPv6 clients are keyed by their /64, IPv4-mapped addresses as IPv4', () => {
  expect(addressKey('::ffff:192.0.2.5')).toBe('192.0.2.5');
  expect(addressKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
  expect(addressKey('2001:db8:0:12:bbbb:1:2:3')).toBe('2001:db8:0:12::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
});
