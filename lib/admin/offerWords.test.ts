import { typedCents } from './offerWords';

test('typed dollars become cents; nothing, zero or words are no amount', () => {
  expect(typedCents('12.99')).toBe(1299);
  expect(typedCents(' $1,050 ')).toBe(105000);
  expect(typedCents('0.005')).toBe(1);
  for (const t of ['', '0', '0.004', '-5', 'ten', '$']) expect(typedCents(t)).toBeNull();
});
