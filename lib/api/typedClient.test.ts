import { createApiClient, fillPath } from './client';
import type { Transport, TransportRequest } from './transport';

function recording(): { transport: Transport; sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  const transport: Transport = async (req) => {
    sent.push(req);
    return { status: 200, body: { data: { ok: true } }, setCookies: [] };
  };
  return { transport, sent };
}

test('fillPath puts each parameter in the path, URI-encoded, and keeps the other fields', () => {
  expect(fillPath('order/:id/accept-offer', { id: 7, offerId: 3 })).toEqual({ path: 'order/7/accept-offer', rest: { offerId: 3 } });
  expect(fillPath('category/:slug', { slug: 'a b/c', page: 2 })).toEqual({ path: 'category/a%20b%2Fc', rest: { page: 2 } });
  expect(fillPath('cart')).toEqual({ path: 'cart', rest: {} });
});

test('a missing parameter leaves its segment empty (no route matches it)', () => {
  expect(fillPath('orders/:id', {}).path).toBe('orders/');
});

test('the typed client sends the filled path, the rest as query or fields', async () => {
  const { transport, sent } = recording();
  const api = createApiClient({ baseUrl: '/api.php/', host: 'pureform.shop', transport });
  await api.get('category/:slug', { slug: 'tops', page: 2 });
  await api.post('order/:id/decline-offer', { id: '12', offerId: 5 });
  expect(sent.map((r) => [r.method, r.path, r.query, r.fields])).toEqual([
    ['GET', 'category/tops', { page: '2', host: 'pureform.shop' }, undefined],
    ['POST', 'order/12/decline-offer', { host: 'pureform.shop' }, { offerId: '5' }],
  ]);
});
