import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, overLimit, windowStart } from './throttle';

test('the window is the last 15 minutes', () => {
  expect(LOGIN_FAILURE_WINDOW_MS).toBe(15 * 60 * 1000);
  expect(windowStart(new Date('2026-03-01T12:00:00.000Z'))).toBe('2026-03-01T11:45:00.000Z');
});

test('five attempts in the window are checked, the sixth is refused', () => {
  expect(LOGIN_FAILURE_LIMIT).toBe(5);
  for (let n = 1; n <= 5; n++) expect(overLimit(n)).toBe(false);
  expect(overLimit(6)).toBe(true);
  expect(overLimit(60)).toBe(true);
});
