import { instalmentAmount, instalmentLine } from './afterpay';

const terms = { afterpay: true, afterpayMin: 35, afterpayMax: 1000 };

test('a price within the range gets the line, rounded up to the cent', () => {
  expect(instalmentLine(49, terms)).toBe('or 4 interest-free payments of $12.25');
  expect(instalmentLine(48.99, terms)).toBe('or 4 interest-free payments of up to $12.25');
  expect(instalmentLine(35, terms)).toBe('or 4 interest-free payments of $8.75');
  expect(instalmentLine(1000, terms)).toBe('or 4 interest-free payments of $250.00');
});

test('outside the range, off, or no price: no line', () => {
  expect(instalmentLine(34.99, terms)).toBeNull();
  expect(instalmentLine(1000.01, terms)).toBeNull();
  expect(instalmentLine(49, { ...terms, afterpay: false })).toBeNull();
  expect(instalmentLine(0, { ...terms, afterpayMin: 0 })).toBeNull();
});

test('an instalment is a quarter of the price in whole cents, rounded up', () => {
  expect(instalmentAmount(100)).toBe(25);
  expect(instalmentAmount(100.01)).toBe(25.01);
  expect(instalmentAmount(0.1 + 0.2)).toBe(0.08);
  expect(instalmentAmount(12.345)).toBe(3.09);
});
