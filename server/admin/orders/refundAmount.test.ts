import { overLimit, readRefundAsk } from './refundAmount';

test('an amount in dollars, lines, or the rest', () => {
  expect(readRefundAsk('12.50', undefined)).toEqual({ kind: 'amount', cents: 1250 });
  expect(readRefundAsk('$7', undefined)).toEqual({ kind: 'amount', cents: 700 });
  expect(readRefundAsk('0.29', undefined)).toEqual({ kind: 'amount', cents: 29 });
  expect(readRefundAsk(undefined, '3, 4,3')).toEqual({ kind: 'lines', lineIds: [3, 4] });
  expect(readRefundAsk(undefined, undefined)).toEqual({ kind: 'rest' });
});

test('malformed asks name the field', () => {
  for (const a of ['-1', '1.234', 'abc', '1e5', '12345678', '0', '0.00']) expect(readRefundAsk(a, undefined)).toMatchObject({ error: expect.stringMatching(/^amount: /) });
  for (const l of ['a', '1;2', '1,,2', '-3']) expect(readRefundAsk(undefined, l)).toMatchObject({ error: expect.stringMatching(/^lines: /) });
  expect(readRefundAsk('1', '2')).toMatchObject({ error: expect.stringMatching(/^amount: /) });
});

test('the refund limit', () => {
  expect(overLimit(5000, 5000)).toBe(false);
  expect(overLimit(5001, 5000)).toBe(true);
  expect(overLimit(10 ** 9, null)).toBe(false);
});
