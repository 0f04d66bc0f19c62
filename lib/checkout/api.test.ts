import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { initialCheckoutValues, type CheckoutFormValues } from './fields';
import { WalletCanceledError, placeOrder, type PayOptions } from './api';

const filled = (): CheckoutFormValues => {
  const v = initialCheckoutValues('ann@example.com');
  v.shipping = { fullName: 'Ann Lee', country: 'US', address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0100' };
  v.card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  return v;
};

const ANSWER = { orderId: 10042, total: 54.99, next: '/thank-you?order=10042', offerNext: '/thank-you?order=10042', repeated: false, card: null };

function fakeApi(tokenize: () => Promise<unknown> = async () => ({ token: 'tok_1' })) {
  const calls: [string, Record<string, unknown>][] = [];
  const post = jest.fn(async (path: string, fields: Record<string, unknown> = {}) => {
    calls.push([path, fields]);
    if (path === 'payments/tokenize') return tokenize();
    if (path === 'checkout') return ANSWER;
    throw new Error(`unexpected ${path}`);
  });
  return { api: { get: jest.fn(), post } as unknown as ApiClient, calls };
}

const options = (over: Partial<PayOptions> = {}): PayOptions => ({
  idempotencyKey: 'key-12345678',
  walletCard: async () => null,
  walletKind: () => 'apple_pay',
  ...over,
});

describe('placeOrder', () => {
  it('tokenizes the typed card, then checks out once with the token and the idempotency key', async () => {
    const { api, calls } = fakeApi();
    await expect(placeOrder(api, filled(), options())).resolves.toEqual(ANSWER);
    expect(calls.map(([p]) => p)).toEqual(['payments/tokenize', 'checkout']);
    expect(calls[0][1]).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ann Lee' });
    expect(calls[1][1]).toMatchObject({ paymentToken: 'tok_1', idempotencyKey: 'key-12345678', email: 'ann@example.com', shippingName: 'Ann Lee' });
    expect(calls[1][1]).not.toHaveProperty('number');
  });

  it('pays with a saved card by its id alone: nothing is tokenized', async () => {
    const { api, calls } = fakeApi();
    const v = { ...filled(), savedCardId: '7' };
    await placeOrder(api, v, options());
    expect(calls.map(([p]) => p)).toEqual(['checkout']);
    expect(calls[0][1]).toMatchObject({ savedCardId: '7' });
    expect(calls[0][1]).not.toHaveProperty('paymentToken');
  });

  it('tokenizes the wallet’s card with the wallet kind; a closed sheet checks nothing out', async () => {
    const wallet = { number: '4111111111111111', expMonth: 1, expYear: 2031, cvc: '999', name: 'Ann Lee' };
    const { api, calls } = fakeApi();
    const v = { ...filled(), paymentMethod: 'wallet' as const, savedCardId: '7' };
    await placeOrder(api, v, options({ walletCard: async () => wallet, walletKind: () => 'google_pay' }));
    expect(calls[0]).toEqual(['payments/tokenize', { ...wallet, wallet: 'google_pay' }]);
    expect(calls[1][1]).toMatchObject({ paymentToken: 'tok_1' });

    const closed = fakeApi();
    await expect(placeOrder(closed.api, v, options())).rejects.toBeInstanceOf(WalletCanceledError);
    expect(closed.calls).toEqual([]);
  });

  it('a refused card stops before checkout, with the API’s error', async () => {
    const refused = new ApiError(400, ['number: card number is not valid'], 'number: card number is not valid');
    const { api, calls } = fakeApi(async () => {
      throw refused;
    });
    await expect(placeOrder(api, filled(), options())).rejects.toBe(refused);
    expect(calls.map(([p]) => p)).toEqual(['payments/tokenize']);
  });
});
