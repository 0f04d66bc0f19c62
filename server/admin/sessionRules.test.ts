import { SESSION_IDLE_MS, SESSION_MAX_MS, needsTouch, sessionExpired } from './sessionRules';

const at = (ms: number) => new Date(Date.parse('2026-01-01T00:00:00.000Z') + ms);
const iso = (ms: number) => at(ms).toISOString();

test('30 minutes idle ends a session; a request within them keeps it', () => {
  const s = { createdAt: iso(0), lastSeenAt: iso(0) };
  expect(sessionExpired(s, at(SESSION_IDLE_MS - 1))).toBe(false);
  expect(sessionExpired(s, at(SESSION_IDLE_MS))).toBe(true);
});

test('12 hours end a session however busy', () => {
  const s = { createdAt: iso(0), lastSeenAt: iso(SESSION_MAX_MS - 1000) };
  expect(sessionExpired(s, at(SESSION_MAX_MS - 1))).toBe(false);
  expect(sessionExpired(s, at(SESSION_MAX_MS))).toBe(true);
});

test('last seen is written at most once a minute', () => {
  const s = { createdAt: iso(0), lastSeenAt: iso(0) };
  expect(needsTouch(s, at(59_999))).toBe(false);
  expect(needsTouch(s, at(60_000))).toBe(true);
});
