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
