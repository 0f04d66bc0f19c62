import { formatCount } from './count';

test('thousands commas, rounded to a whole number, as en-US Intl formats them', () => {
  const cases = [0, 7, 999, 1000, 1204, 12345, 999999, 1000000, 1234567890, -1204, 2.4, 1999.6];
  for (const n of cases) expect(formatCount(n)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n));
  expect(formatCount(1204)).toBe('1,204');
  expect(formatCount(-1234567)).toBe('-1,234,567');
});

test('non-finite numbers print as themselves', () => {
  expect(formatCount(NaN)).toBe('NaN');
  expect(formatCount(Infinity)).toBe('Infinity');
});
