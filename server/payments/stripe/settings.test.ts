import type { StoreSettings } from '../../settings/store';
import { withStripeSettings } from './settings';

const seeded = { storeName: 'PureForm', stripeJs: '', stripeJsApplePay: true, afterpay: true } as unknown as StoreSettings;
const keys = { STRIPE_SECRET_KEY_PF: 'sk_test_1', STRIPE_PUBLISHABLE_KEY_PF: 'pk_test_2', STRIPE_WEBHOOK_SECRET_PF: 'whsec_3' };

test('a brand on Stripe serves its publishable key as stripeJs, and wallets only with STRIPE_APPLE_PAY_<BRAND>=1', () => {
  expect(withStripeSettings('pf', seeded, keys)).toMatchObject({ storeName: 'PureForm', stripeJs: 'pk_test_2', stripeJsApplePay: false, afterpay: true });
  expect(withStripeSettings('pf', seeded, { ...keys, STRIPE_APPLE_PAY_PF: '1' })).toMatchObject({ stripeJs: 'pk_test_2', stripeJsApplePay: true });
});

test('a brand on the sandbox never serves a key, even one left in its stored settings', () => {
  expect(withStripeSettings('pf', seeded, {})).toBe(seeded);
  expect(withStripeSettings('pf', { ...seeded, stripeJs: 'pk_test_old' }, {})).toMatchObject({ stripeJs: '', stripeJsApplePay: true });
  expect(withStripeSettings('ckb', seeded, keys).stripeJs).toBe('');
});
