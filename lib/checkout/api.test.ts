import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { initialCheckoutValues, type CheckoutFormValues } from './fields';
import { ActionIncompleteError, PaymentFormNotReadyError, placeOrder, type PayOptions } from './api';
import { StripeSlot, type StripeHandle } from '../payments/stripeHandle';

const filled = (): CheckoutFormValues => {
  const v = initialCheckoutValues('ann@example.com');
  v.shipping = { fullName: 'Ann Lee', country: 'US', address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0100' };
  v.card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  return v;
};

const ANSWER = { orderId: 10042, total: 54.99, next: '/thank-you?order=10042', offerNext: '/thank-you?order=10042', repeated: false, card: null };

function fakeApi(tokenize: () => Promise<unknown> = async () => ({ token: 'tok_1' }), checkout: unknown = ANSWER, complete: unknown = ANSWER) {
  const calls: [string, Record<string, unknown>][] = [];
  const post = jest.fn(async (path: string, fields: Record<string, unknown> = {}) => {
    calls.push([path, fields]);
    if (path === 'payments/tokenize') return tokenize();
    if (path === 'checkout') return checkout;
    if (path === 'checkout/complete') return complete;
    throw new Error(`unexpected ${path}`);
  });
  return { api: { get: jest.fn(), post } as unknown as ApiClient, calls };
}

const options = (over: Partial<PayOptions> = {}): PayOptions => ({ idempotencyKey: 'key-12345678', ...over });

function stripeHandle(): StripeHandle & { created: unknown[]; actions: string[] } {
  const created: unknown[] = [];
  const actions: string[] = [];
  return {
    created,
    actions,
    createMethod: async (billing) => (created.push(billing), 'pm_123'),
    handleAction: async (secret) => void actions.push(secret),
  };
}
function slotWith(handle: StripeHandle | null, wallet: string | null): StripeSlot {
  const slot = new StripeSlot();
  slot.register(handle);
  slot.useWalletMethod(wallet);
  return slot;
}
const ACTION = { orderId: 10042, total: 54.99, requiresAction: { clientSecret: 'pi_1_secret_x' } };

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

  it('pays in one click with the card of the session’s last order, named by that order’s id alone, with or without Stripe', async () => {
    for (const stripe of [null, slotWith(stripeHandle(), null)]) {
      const { api, calls } = fakeApi();
      await placeOrder(api, { ...filled(), savedCardId: 'order:41' }, options({ stripe }));
      expect(calls.map(([p]) => p)).toEqual(['checkout']);
      expect(calls[0][1]).toMatchObject({ sessionCardOrderId: '41' });
      expect(calls[0][1]).not.toHaveProperty('paymentToken');
      expect(calls[0][1]).not.toHaveProperty('savedCardId');
    }
  });

  it('with Stripe: the Payment Element makes the method (billing details only from the form); nothing is tokenized by the shop', async () => {
    const { api, calls } = fakeApi();
    const handle = stripeHandle();
    await placeOrder(api, filled(), options({ stripe: slotWith(handle, null) }));
    expect(calls.map(([p]) => p)).toEqual(['checkout']);
    expect(calls[0][1]).toMatchObject({ paymentToken: 'pm_123' });
    expect(JSON.stringify(calls)).not.toMatch(/4242/);
    expect(handle.created[0]).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', address: { postal_code: '78701', country: 'US' } });
  });

  it('with Stripe: a wallet pays with the method its sheet made; Afterpay never with a saved card; not ready yet sends nothing', async () => {
    const wallet = fakeApi();
    await placeOrder(wallet.api, { ...filled(), paymentMethod: 'wallet', savedCardId: '7' }, options({ stripe: slotWith(stripeHandle(), 'pm_wallet') }));
    expect(wallet.calls[0][1]).toMatchObject({ paymentToken: 'pm_wallet', paymentMethod: 'wallet' });
    const afterpay = fakeApi();
    await placeOrder(afterpay.api, { ...filled(), paymentMethod: 'afterpay', savedCardId: '7' }, options({ stripe: slotWith(stripeHandle(), null) }));
    expect(afterpay.calls[0][1]).toMatchObject({ paymentToken: 'pm_123' });
    expect(afterpay.calls[0][1]).not.toHaveProperty('savedCardId');
    const early = fakeApi();
    await expect(placeOrder(early.api, filled(), options({ stripe: slotWith(null, null) }))).rejects.toBeInstanceOf(PaymentFormNotReadyError);
    expect(early.calls).toEqual([]);
  });

  it('with Stripe: 3-D Secure runs the challenge, then checkout/complete answers the order; still waiting is an error', async () => {
    const { api, calls } = fakeApi(undefined, ACTION, ANSWER);
    const handle = stripeHandle();
    await expect(placeOrder(api, filled(), options({ stripe: slotWith(handle, null) }))).resolves.toEqual(ANSWER);
    expect(handle.actions).toEqual(['pi_1_secret_x']);
    expect(calls.map(([p]) => p)).toEqual(['checkout', 'checkout/complete']);
    expect(calls[1][1]).toEqual({ orderId: 10042 });
    const stuck = fakeApi(undefined, ACTION, ACTION);
    await expect(placeOrder(stuck.api, filled(), options({ stripe: slotWith(stripeHandle(), null) }))).rejects.toBeInstanceOf(ActionIncompleteError);
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
