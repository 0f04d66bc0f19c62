import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { SETTLE_CONFIRMATION_INCOMPLETE, SETTLE_FORM_FAILED, settleNow } from './settleNow';

const handleNextAction = jest.fn(async () => ({}));
let loaded: unknown = { handleNextAction };
jest.mock('../payments/stripeLoader', () => ({ stripeFor: jest.fn(async () => loaded) }));

const PAID = { changed: true, charged: 49.95, card: { id: 7, brand: 'visa', last4: '3184' }, membership: null };
const ACTION = { changed: false, charged: null, card: null, membership: null, requiresAction: { clientSecret: 'pi_1_secret_x', paymentId: 'pi_1', publishableKey: 'pk_test_1' } };

function fakeApi(...answers: unknown[]) {
  const calls: Record<string, unknown>[] = [];
  const post = jest.fn(async (_path: string, fields: Record<string, unknown> = {}) => (calls.push(fields), answers.shift()));
  return { api: { get: jest.fn(), post } as unknown as ApiClient, calls };
}

beforeEach(() => {
  handleNextAction.mockClear();
  loaded = { handleNextAction };
});

test('paid at once: one call, no Stripe', async () => {
  const { api, calls } = fakeApi(PAID);
  await expect(settleNow(api, 7)).resolves.toEqual(PAID);
  expect(calls).toEqual([{ savedCardId: '7' }]);
  expect(handleNextAction).not.toHaveBeenCalled();
});

test('the bank asks to confirm: Stripe.js runs it, then club/settle again with the payment id', async () => {
  const { api, calls } = fakeApi(ACTION, PAID);
  await expect(settleNow(api, 7)).resolves.toEqual(PAID);
  expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
  expect(calls).toEqual([{ savedCardId: '7' }, { savedCardId: '7', paymentId: 'pi_1' }]);
});

test('still waiting after the confirmation, or Stripe.js not loading: a clear error', async () => {
  const waiting = fakeApi(ACTION, ACTION);
  await expect(settleNow(waiting.api, 7)).rejects.toEqual(new ApiError(402, [SETTLE_CONFIRMATION_INCOMPLETE], SETTLE_CONFIRMATION_INCOMPLETE));
  loaded = null;
  const blocked = fakeApi(ACTION);
  await expect(settleNow(blocked.api, 7)).rejects.toMatchObject({ messages: [SETTLE_FORM_FAILED] });
  expect(blocked.calls).toHaveLength(1);
});
