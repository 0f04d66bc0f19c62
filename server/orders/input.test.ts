import { HttpError } from '../http/errors';
import { readOrderId, readOrdersPage } from './input';

function messages(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return [String(err.status), ...err.messages];
    throw err;
  }
  throw new Error('expected a 400');
}

test('page: absent or empty is 1; a whole number in range is taken', () => {
  expect(readOrdersPage({})).toBe(1);
  expect(readOrdersPage({ page: '' })).toBe(1);
  expect(readOrdersPage({ page: '3' })).toBe(3);
  expect(readOrdersPage({ page: '10000' })).toBe(10000);
});

test('page: anything else is a 400 naming the field', () => {
  for (const page of ['abc', '1.5', '2e3', '\u0000', 'x'.repeat(10_000)]) expect(messages(() => readOrdersPage({ page }))).toEqual(['400', 'page: must be a whole number']);
  for (const page of ['0', '-1', '10001']) expect(messages(() => readOrdersPage({ page }))).toEqual(['400', 'page: must be between 1 and 10000']);
});

test('id: a positive whole number, else "invalid ID"', () => {
  expect(readOrderId({ id: '42' })).toBe(42);
  for (const id of ['', 'abc', '0', '-3', '1.5', '12%00', '\u0000', '9'.repeat(13), 'x'.repeat(10_000)]) {
    expect(messages(() => readOrderId({ id }))).toEqual(['400', 'id: invalid ID']);
  }
});
