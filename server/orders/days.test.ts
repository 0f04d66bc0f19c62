import { daysSince } from './days';

const now = new Date('2025-03-10T12:00:00.000Z');

test('whole days since the order, rounded down', () => {
  expect(daysSince('2025-03-10T08:00:00.000Z', now)).toBe(0);
  expect(daysSince('2025-03-09T12:00:00.000Z', now)).toBe(1);
  expect(daysSince('2025-03-09T12:00:00.001Z', now)).toBe(0);
  expect(daysSince('2025-01-07T12:00:00.000Z', now)).toBe(62);
});

test('a date in the future or one that does not parse counts as 0', () => {
  expect(daysSince('2025-03-11T12:00:00.000Z', now)).toBe(0);
  expect(daysSince('not a date', now)).toBe(0);
});
