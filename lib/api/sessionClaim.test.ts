import { SESSION_CLAIM_HEADER, claimHeaders, resetSessionClaim, sessionClaim } from './sessionClaim';
import { fetchTransport } from './transport';

beforeEach(resetSessionClaim);

test('one claim per page load, 43 characters the shop API accepts', () => {
  const c = sessionClaim();
  expect(c).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(sessionClaim()).toBe(c);
  resetSessionClaim();
  expect(sessionClaim()).not.toBe(c);
});

test('sent to the shop’s own API only, never to another origin', () => {
  const origin = 'https://pf.example';
  expect(claimHeaders('/api.php/utm-data?x=1', origin)).toEqual({ [SESSION_CLAIM_HEADER]: sessionClaim() });
  expect(claimHeaders('https://pf.example/api.php/cart', origin)).toEqual({ [SESSION_CLAIM_HEADER]: sessionClaim() });
  expect(claimHeaders('https://api.brand.example/api.php/cart', origin)).toEqual({});
  expect(claimHeaders('/api.php/cart', undefined)).toEqual({});
});

test('the fetch transport adds the claim to each request, the same on concurrent calls', async () => {
  const seen: Record<string, string>[] = [];
  const fake = (async (_url: string, init: RequestInit) => {
    seen.push(init.headers as Record<string, string>);
    return new Response('{"data":{}}', { status: 200 });
  }) as unknown as typeof fetch;
  const t = fetchTransport(fake, (url) => claimHeaders(url, 'https://pf.example'));
  const signal = new AbortController().signal;
  await Promise.all([
    t({ method: 'GET', url: '/api.php/utm-data', path: 'utm-data', query: {}, signal }),
    t({ method: 'POST', url: '/api.php/test-group', path: 'test-group', query: {}, fields: { key: 'Vip4sh' }, signal }),
  ]);
  expect(seen.map((h) => h[SESSION_CLAIM_HEADER])).toEqual([sessionClaim(), sessionClaim()]);
});
