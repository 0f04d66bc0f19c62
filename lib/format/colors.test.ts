import { colorLabel, splitColors } from './colors';

describe('splitColors', () => {
  it.each([
    ['Black', ['Black']],
    ['Black/Pink', ['Black', 'Pink']],
    ['Black - Pink', ['Black', 'Pink']],
    ['Navy / Red-White', ['Navy', 'Red', 'White']],
    ['Black//Pink-', ['Black', 'Pink']],
    ['  ', []],
    ['', []],
  ])('%p -> %p', (input, expected) => {
    expect(splitColors(input)).toEqual(expected);
  });

  it('returns an empty list for null and undefined', () => {
    expect(splitColors(null)).toEqual([]);
    expect(splitColors(undefined)).toEqual([]);
  });
});

describe('colorLabel', () => {
  it.each([
    ['Mustard-Charcoal', 'Mustard / Charcoal'],
    ['Navy / Red-White', 'Navy / Red / White'],
    ['Black', 'Black'],
    [' - ', '-'],
    ['', ''],
    [null, ''],
  ])('%p -> %p', (input, expected) => {
    expect(colorLabel(input)).toBe(expected);
  });
});
