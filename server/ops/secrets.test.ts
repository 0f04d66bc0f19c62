import { missingSecrets, requireSecrets, secretsRequired } from './secrets';

const prod = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

describe('production secrets', () => {
  it('are required only in production outside demo mode', () => {
    expect(secretsRequired(prod)).toBe(true);
    expect(secretsRequired({ ...prod, SHOP_DEMO: '1' })).toBe(false);
    expect(secretsRequired({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBe(false);
    expect(missingSecrets({ NODE_ENV: 'test' } as NodeJS.ProcessEnv)).toEqual([]);
  });

  it('name a missing or short PAYMENT_TOKEN_SECRET', () => {
    expect(missingSecrets(prod)).toEqual([expect.stringMatching(/^PAYMENT_TOKEN_SECRET is not set/)]);
    expect(missingSecrets({ ...prod, PAYMENT_TOKEN_SECRET: 'short' })).toEqual([expect.stringMatching(/^PAYMENT_TOKEN_SECRET is too short/)]);
    expect(missingSecrets({ ...prod, PAYMENT_TOKEN_SECRET: 'k'.repeat(32) })).toEqual([]);
  });

  it('name a brand half configured for Stripe (docs/payments.md)', () => {
    const ok = { ...prod, PAYMENT_TOKEN_SECRET: 'k'.repeat(32) };
    expect(missingSecrets({ ...ok, STRIPE_SECRET_KEY_PF: 'sk_live_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET_PF is required with STRIPE_SECRET_KEY_PF/),
    ]);
    expect(missingSecrets({ ...ok, STRIPE_SECRET_KEY_PF: 'sk_live_abc', STRIPE_WEBHOOK_SECRET_PF: 'whsec_x', STRIPE_PUBLISHABLE_KEY_PF: 'pk_live_y' })).toEqual([]);
  });

  it('stop the process with exit code 1 and a message naming the variable', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      requireSecrets('server', prod);
      expect(exit).toHaveBeenCalledWith(1);
      expect(error.mock.calls.flat().join('\n')).toMatch(/server: cannot start in production: PAYMENT_TOKEN_SECRET is not set/);
      exit.mockClear();
      requireSecrets('server', { ...prod, PAYMENT_TOKEN_SECRET: 'k'.repeat(40) });
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
