import { addOneMonth, billingDateLabel, dayIn, isMonth, monthLabel, monthList, monthName, shiftMonth } from './months';

test('month names and labels (UTC, the same on server and client)', () => {
  expect(monthName('2025-07')).toBe('July');
  expect(monthLabel('2025-12')).toBe('December 2025');
  expect(billingDateLabel('2025-07-04')).toBe('July 4, 2025');
  expect(monthList([])).toBe('');
  expect(monthList(['2025-07'])).toBe('July 2025');
  expect(monthList(['2025-07', '2025-08', '2025-09'])).toBe('July 2025, August 2025 and September 2025');
  // Anything else is shown as it is rather than as "Invalid Date".
  expect(monthName('soon')).toBe('soon');
  expect(billingDateLabel('2025-7-4')).toBe('2025-7-4');
});

test('month arithmetic', () => {
  expect(isMonth('2025-07')).toBe(true);
  expect(isMonth('2025-00')).toBe(false);
  expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  expect(shiftMonth('2025-01', -1)).toBe('2024-12');
  expect(dayIn('2025-02', 31)).toBe('2025-02-28');
  expect(dayIn('2025-04', 15)).toBe('2025-04-15');
  expect(addOneMonth('2025-01-31')).toBe('2025-02-28');
  expect(addOneMonth('2025-12-05')).toBe('2026-01-05');
});
