import { birthdayDay, birthdayMonth, daysInMonth, impossibleDay } from './birthday';

test('February allows the 29th (no year is asked); April, June, September and November have 30 days; the rest 31', () => {
  expect(Array.from({ length: 12 }, (_, i) => daysInMonth(i + 1))).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
});

test.each([
  [2, 29, null],
  [2, 30, 'February has only 29 days'],
  [2, 31, 'February has only 29 days'],
  [4, 30, null],
  [4, 31, 'April has only 30 days'],
  [11, 31, 'November has only 30 days'],
  [12, 31, null],
  [1, 1, null],
])('month %i, day %i: %s', (month, day, problem) => {
  expect(impossibleDay(month, day)).toBe(problem);
});

test('a missing month or day is no impossible date', () => {
  expect(impossibleDay(null, 31)).toBeNull();
  expect(impossibleDay(2, null)).toBeNull();
});

test('months 1–12 and days 1–31 as one or two digits; anything else is no month or day', () => {
  expect(birthdayMonth('2')).toBe(2);
  expect(birthdayMonth('02')).toBe(2);
  expect(birthdayMonth('12')).toBe(12);
  for (const bad of ['0', '13', '', ' ', '1.5', '-1', '1e1', 'May', '002', undefined, null]) expect(birthdayMonth(bad)).toBeNull();
  expect(birthdayDay('31')).toBe(31);
  for (const bad of ['0', '32', 'x', '3 1']) expect(birthdayDay(bad)).toBeNull();
});
