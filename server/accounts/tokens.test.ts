import { randomBytes } from 'node:crypto';
import { TOKEN_TTL_MS, isUsable, isWellFormedToken, tokenExpiresAt } from './tokens';

const now = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

test('a registration link lasts 24 hours, a reset link 1 hour', () => {
  expect(tokenExpiresAt('register', now)).toBe('2026-03-02T12:00:00.000Z');
  expect(tokenExpiresAt('reset', now)).toBe('2026-03-01T13:00:00.000Z');
});

test('a token is usable until its expiry (exclusive) and only while unused', () => {
  const row = { used_at: null, expires_at: tokenExpiresAt('reset', now) };
  expect(isUsable(row, now)).toBe(true);
  expect(isUsable(row, at(TOKEN_TTL_MS.reset - 1))).toBe(true);
  expect(isUsable(row, at(TOKEN_TTL_MS.reset))).toBe(false);
  expect(isUsable(row, at(TOKEN_TTL_MS.reset + 1))).toBe(false);
  expect(isUsable({ ...row, used_at: now.toISOString() }, now)).toBe(false);
});

test('only 32-byte base64url tokens are well formed', () => {
  expect(isWellFormedToken(randomBytes(32).toString('base64url'))).toBe(true);
  expect(isWellFormedToken(randomBytes(31).toString('base64url'))).toBe(false);
  expect(isWellFormedToken(randomBytes(32).toString('base64'))).toBe(false);
  expect(isWellFormedToken('')).toBe(false);
  expect(isWellFormedToken(`${'a'.repeat(42)}=`)).toBe(false);
  expect(isWellFormedToken(`${'a'.repeat(42)}\u0000`)).toBe(false);
});
