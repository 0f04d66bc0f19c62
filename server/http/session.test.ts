import { SESSION_LIFETIME, sessionAlive, sessionNeedsTouch } from './session';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const row = (customerId: number | null, createdMs: number, lastSeenMs: number) => ({ customer_id: customerId, created_at: before(createdMs), last_seen_at: before(lastSeenMs) });

test.each([
  ['guest', null, SESSION_LIFETIME.guest],
  ['customer', 7, SESSION_LIFETIME.customer],
] as const)('a %s session lives until its idle or its absolute limit, whichever comes first', (_kind, customerId, { idleMs, absoluteMs }) => {
  expect(sessionAlive(row(customerId, 0, 0), NOW)).toBe(true);
  expect(sessionAlive(row(customerId, idleMs, idleMs - 1), NOW)).toBe(true);
  expect(sessionAlive(row(customerId, idleMs, idleMs), NOW)).toBe(false);
  expect(sessionAlive(row(customerId, absoluteMs - 1, 0), NOW)).toBe(true);
  expect(sessionAlive(row(customerId, absoluteMs, 0), NOW)).toBe(false);
});

test('a logged-in session ends sooner than a guest one', () => {
  const day = 24 * 60 * 60_000;
  expect(sessionAlive(row(null, 20 * day, 15 * day), NOW)).toBe(true);
  expect(sessionAlive(row(7, 20 * day, 15 * day), NOW)).toBe(false);
  expect(sessionAlive(row(null, 40 * day, 0), NOW)).toBe(true);
  expect(sessionAlive(row(7, 40 * day, 0), NOW)).toBe(false);
});

test('unreadable times are no session', () => {
  expect(sessionAlive({ customer_id: null, created_at: 'yesterday', last_seen_at: before(0) }, NOW)).toBe(false);
  expect(sessionAlive({ customer_id: null, created_at: before(0), last_seen_at: '' }, NOW)).toBe(false);
});

test('last_seen_at is rewritten only once it is touchEveryMs old', () => {
  expect(SESSION_LIFETIME.touchEveryMs).toBe(15 * 60_000);
  expect(sessionNeedsTouch({ last_seen_at: before(0) }, NOW)).toBe(false);
  expect(sessionNeedsTouch({ last_seen_at: before(SESSION_LIFETIME.touchEveryMs - 1) }, NOW)).toBe(false);
  expect(sessionNeedsTouch({ last_seen_at: before(SESSION_LIFETIME.touchEveryMs) }, NOW)).toBe(true);
});
