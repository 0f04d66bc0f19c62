import { isIP } from 'node:net';

/**
 * TRUST_PROXY: how many proxies (load balancer, CDN) stand in front of the app and append the
 * address they got the request from to X-Forwarded-For. Unset or 0: the socket's address is the
 * client and X-Forwarded-For is ignored (anyone can write it). N: the client is the address N hops
 * back, the Nth from the right of [X-Forwarded-For…, socket address]; the entries further left
 * were written by the client itself and are never used.
 */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`TRUST_PROXY must be a number of proxies (0, 1, 2…), not '${raw}'`);
  return n;
}

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
