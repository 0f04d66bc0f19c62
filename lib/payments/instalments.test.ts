import { addDays, instalmentAmounts, instalmentAmountsText, instalmentSchedule, scheduleRowLabel } from './instalments';

test('four amounts that add up to the total, the last one taking the rounding', () => {
  expect(instalmentAmounts(4900)).toEqual([1225, 1225, 1225, 1225]);
  expect(instalmentAmounts(4899)).toEqual([1225, 1225, 1225, 1224]);
  expect(instalmentAmounts(6487)).toEqual([1622, 1622, 1622, 1621]);
  expect(instalmentAmounts(10001)).toEqual([2501, 2501, 2501, 2498]);
  for (const total of [4, 5, 7, 999, 35001, 123457]) expect(instalmentAmounts(total).reduce((a, b) => a + b, 0)).toBe(total);
  expect(() => instalmentAmounts(3)).toThrow(RangeError);
  expect(() => instalmentAmounts(10.5)).toThrow(RangeError);
});

test('one payment every two weeks from the order day, across month and year ends', () => {
  expect(instalmentSchedule(4899, '2026-12-20')).toEqual([
    { seq: 1, dueDate: '2026-12-20', amountCents: 1225 },
    { seq: 2, dueDate: '2027-01-03', amountCents: 1225 },
    { seq: 3, dueDate: '2027-01-17', amountCents: 1225 },
    { seq: 4, dueDate: '2027-01-31', amountCents: 1224 },
  ]);
  expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
});

test('the amounts and a row read exactly as charged', () => {
  expect(instalmentAmountsText(4900)).toBe('$12.25');
  expect(instalmentAmountsText(4899)).toBe('$12.25 (the last $12.24)');
  expect(scheduleRowLabel({ seq: 1, dueDate: '2026-07-01', status: 'paid' })).toBe('Paid July 1, 2026 (at checkout)');
  expect(scheduleRowLabel({ seq: 2, dueDate: '2026-07-15', status: 'scheduled' })).toBe('Due July 15, 2026');
  expect(scheduleRowLabel({ seq: 3, dueDate: '2026-07-29', status: 'retrying' })).toBe('July 29, 2026: declined, we will try again');
});
