import { isIP } from 'node:net';
import { trustedProxyHops } from '../../lib/security/trustProxy';

// TRUST_PROXY's reading lives in lib/ (the page responses' transport security reads it too).
export { trustedProxyHops };

/**
 * The throttle's key for an address: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by
 * its /64 network, which one subscriber gets whole (one host could otherwise take a new address
 * for every attempt). Anything that is not an address is kept as given.
 */
export function addressKey(address: string): string {
  const a = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return mapped[1];
  if (isIP(a) !== 6) return a;
  const [head, tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = a.includes('::') && tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The client's address as the throttle sees it (see trustedProxyHops), or undefined when unknown. */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops = trustedProxyHops()): string | undefined {
  const chain = hops > 0 ? [forwardedFor ?? []].flat().join(',').split(',').map((s) => s.trim()).filter(Boolean) : [];
  if (socketAddress) chain.push(socketAddress);
  if (chain.length === 0) return undefined;
  return addressKey(chain[Math.max(0, chain.length - 1 - hops)]);
}
