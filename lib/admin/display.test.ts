import { statusLabel, utcMinute } from './display';

test('times to the minute in UTC; a malformed time as it is', () => {
  expect(utcMinute('2026-03-01T14:05:59.999Z')).toBe('2026-03-01 14:05 UTC');
  expect(utcMinute('nope')).toBe('nope');
});

test('status labels', () => {
  expect(statusLabel('paid')).toBe('Paid');
  expect(statusLabel('partially_refunded')).toBe('Partially refunded');
  expect(statusLabel('cancelled')).toBe('Canceled');
  expect(statusLabel('')).toBe('');
});
