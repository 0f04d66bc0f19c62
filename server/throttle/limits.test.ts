import { LIMITS, rateLimitFactor, throttled, throttledMessage } from './limits';

test('the figures docs/api.md states', () => {
  const figures = Object.fromEntries(Object.values(LIMITS).map((r) => [r.name, `${r.points}/${r.windowSec / 60}min`]));
  expect(figures).toEqual({
    'login-email-client': '5/15min',
    'collect-client': '300/10min',
    'login-email': '50/60min',
    'login-client': '30/60min',
    'tokenize-session': '20/10min',
    'tokenize-client': '30/10min',
    'decline-session': '5/10min',
    'decline-client': '10/10min',
    'register-client': '10/60min',
    'forgot-client': '10/60min',
    'tracking-miss-client': '10/10min',
    'form-client': '10/60min',
  });
});

test('a refusal says the minutes left, rounded up, and Retry-After in seconds', () => {
  expect(throttledMessage(15 * 60_000)).toBe('Too many attempts. Try again in 15 minutes.');
  expect(throttledMessage(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.');
  expect(throttledMessage(30_000)).toBe('Too many attempts. Try again in 1 minute.');
  expect(throttledMessage(0)).toBe('Too many attempts. Try again in 1 minute.');
  const err = throttled(61_500);
  expect(err.status).toBe(429);
  expect(err.headers).toEqual({ 'Retry-After': '62' });
});

test('RATE_LIMIT_FACTOR multiplies allowances: a whole number of at least 1', () => {
  expect(rateLimitFactor({})).toBe(1);
  expect(rateLimitFactor({ RATE_LIMIT_FACTOR: '100' })).toBe(100);
  for (const bad of ['0', '-1', '1.5', 'lots']) expect(() => rateLimitFactor({ RATE_LIMIT_FACTOR: bad })).toThrow(/RATE_LIMIT_FACTOR/);
});
