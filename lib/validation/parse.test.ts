import { parseBoolean, parseId, parseNumber } from './parse';

describe('parseBoolean', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
  ])('%p -> %p', (input, expected) => {
    expect(parseBoolean(input)).toBe(expected);
  });

  it.each(['yes', '', 2, null, undefined, 'TRUE', {}])('throws for %p', (input) => {
    expect(() => parseBoolean(input)).toThrow('Unknown boolean value');
  });
});

describe('parseNumber', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    ['$1,234.50', 1234.5],
    [' -3 ', -3],
    ['0', 0],
  ])('%p -> %p', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each(['', '$', 'abc', '12abc', null, undefined, true])('%p -> NaN', (input) => {
    expect(parseNumber(input)).toBeNaN();
  });
});

describe('parseId', () => {
  it.each([
    [42, '42'],
    ['42', '42'],
    [' abc-1 ', 'abc-1'],
  ])('%p -> %p', (input, expected) => {
    expect(parseId(input)).toBe(expected);
  });

  it.each(['', '   ', 0, -1, 1.5, NaN, null, undefined, {}])('throws for %p', (input) => {
    expect(() => parseId(input)).toThrow('invalid ID');
  });
});
