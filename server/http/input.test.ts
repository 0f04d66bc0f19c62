import { HttpError } from './errors';
import { optionalBoolean, optionalInt, optionalString, requireEmail, requireEnum, requireId, requireInt, requireString } from './input';
import type { Fields } from './types';

/** The 400 message a reader throws for these fields, or 'ok: <value>'. */
function read<T>(reader: (f: Fields) => T, f: Record<string, unknown>): string {
  try {
    return `ok: ${JSON.stringify(reader(f as Fields))}`;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    expect(err.status).toBe(400);
    return err.messages.join('; ');
  }
}

describe('optionalString and requireString', () => {
  const opt = (f: Record<string, unknown>) => read((x) => optionalString(x, 'code', 10), f);
  test('trim, treat empty as absent, and bound the length', () => {
    expect(opt({ code: ' 10First ' })).toBe('ok: "10First"');
    expect(opt({})).toBe('ok: undefined');
    expect(opt({ code: '' })).toBe('ok: undefined');
    expect(opt({ code: 'x'.repeat(11) })).toBe('code: must be at most 10 characters');
    expect(read((x) => requireString(x, 'code'), { code: '   ' })).toBe('code: is required');
  });

  test('refuse a NUL, which PostgreSQL text cannot hold, and anything that is not text', () => {
    expect(opt({ code: 'a\u0000b' })).toBe('code: contains a character that is not allowed');
    expect(opt({ code: ['x'] })).toBe('code: must be text');
  });
});

describe('requireId', () => {
  const id = (raw: unknown) => read((x) => requireId(x, 'offerId'), { offerId: raw });
  test('a positive whole number up to the largest row id', () => {
    expect(id(' 952 ')).toBe('ok: 952');
    expect(id('2147483647')).toBe('ok: 2147483647');
  });

  test.each(['', '0', '-1', '1.5', 'abc', '2147483648', '999999999999', '1\u0000'])('%j is invalid', (raw) => {
    expect(id(raw)).toBe('offerId: invalid ID');
  });
});

test('optionalInt and requireInt: whole numbers within bounds', () => {
  const qty = (raw: unknown) => read((x) => optionalInt(x, 'quantity', 1, 20), { quantity: raw });
  expect(qty('3')).toBe('ok: 3');
  expect(qty('')).toBe('ok: undefined');
  expect(qty('1.5')).toBe('quantity: must be a whole number');
  expect(qty('21')).toBe('quantity: must be between 1 and 20');
  expect(qty('9'.repeat(16))).toBe('quantity: must be a whole number');
  expect(read((x) => requireInt(x, 'quantity', 1, 20), {})).toBe('quantity: is required');
});

test('requireEnum names what is allowed', () => {
  expect(read((x) => requireEnum(x, 'type', ['shipping', 'billing'] as const), { type: 'billing' })).toBe('ok: "billing"');
  expect(read((x) => requireEnum(x, 'type', ['shipping', 'billing'] as const), { type: 'other' })).toBe('type: must be one of shipping, billing');
});

test('optionalBoolean takes true/false and 1/0 only', () => {
  const flag = (raw: unknown) => read((x) => optionalBoolean(x, 'join'), { join: raw });
  expect([flag('true'), flag('1'), flag('false'), flag('0'), flag('')]).toEqual(['ok: true', 'ok: true', 'ok: false', 'ok: false', 'ok: undefined']);
  expect(flag('yes')).toBe('join: Unknown boolean value');
});

test('requireEmail lower-cases a valid address and refuses others', () => {
  expect(read((x) => requireEmail(x, 'email'), { email: ' Ann@Example.COM ' })).toBe('ok: "ann@example.com"');
  expect(read((x) => requireEmail(x, 'email'), { email: 'ann@' })).toBe('email: must be a valid email address');
});
