import { CookieJar, type TestApi } from './apiServer';
import { FX } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';

/**
 * A guest checkout of one fixture legging (insertShopFixture) with an approved card, as the
 * checkout screen sends it (paid in full, or with paymentMethod 'afterpay' in 4 installments);
 * returns the new order's id. The order's special offers follow it.
 */
export async function placeLeggingOrder(api: TestApi, jar: CookieJar, idempotencyKey: string, paymentMethod: 'card' | 'afterpay' = 'card'): Promise<number> {
  await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
  const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const res = await api.request('POST', 'checkout', {
    jar,
    fields: {
      idempotencyKey, email: 'ann@example.com', shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St',
      shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod, paymentToken: token,
    },
  });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.orderId;
}
