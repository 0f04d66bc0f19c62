import vectors from './__fixtures__/phone_mask_cases.json';
import { INTL_PHONE_MASK, US_PHONE_MASK, formatPhone, isValidPhone, maskit, normalizePhone, phoneMaskFor } from './phone';

describe('phone_mask_cases.json (every case)', () => {
  const cases = vectors.cases.map((c, i) => ({
    value: c.args[0] as string,
    mask: c.args[1] as string,
    masked: c.args[2] as boolean,
    expected: c.expected,
    name: `#${i} maskit(${JSON.stringify(c.args[0])}, ${JSON.stringify(c.args[1])}, ${c.args[2]}) -> ${JSON.stringify(c.expected)}`,
  }));

  it('covers every case', () => {
    expect(cases).toHaveLength(31);
  });

  it.each(cases)('$name', ({ value, mask, masked, expected }) => {
    expect(maskit(value, mask, masked)).toBe(expected);
  });
});

describe('maskit tokens', () => {
  it('upper- and lower-cases letters with A and a', () => {
    expect(maskit('ab1cd', 'AA-aa')).toBe('AB-cd');
  });

  it('treats the character after ! as a literal', () => {
    expect(maskit('12', '#!##')).toBe('1#2');
  });

  it('returns empty for null', () => {
    expect(maskit(null, US_PHONE_MASK)).toBe('');
  });
});

describe('phone masks by country', () => {
  it('uses the spec masks', () => {
    expect(US_PHONE_MASK).toBe('(###) ###-####');
    expect(INTL_PHONE_MASK).toBe('+####################');
    expect(phoneMaskFor('US')).toBe(US_PHONE_MASK);
    expect(phoneMaskFor('united states')).toBe(US_PHONE_MASK);
    expect(phoneMaskFor('CA')).toBe(INTL_PHONE_MASK);
  });

  it('formats by country', () => {
    expect(formatPhone('5551234567', 'US')).toBe('(555) 123-4567');
    expect(formatPhone('44 7911 123456', 'GB')).toBe('+447911123456');
  });

  it.each([
    ['(555) 123-4567', 'US', '5551234567'],
    ['+44 7911 123456', 'GB', '+447911123456'],
    ['447911123456', 'GB', '+447911123456'],
    ['+447911123456', undefined, '+447911123456'],
    ['555-123-4567', undefined, '5551234567'],
    ['', 'GB', ''],
  ])('normalizePhone(%p, %p) -> %p', (value, country, expected) => {
    expect(normalizePhone(value, country)).toBe(expected);
  });

  it.each([
    ['(555) 123-4567', 'US', true],
    ['555123456', 'US', false],
    ['+1 555 123 4567', 'US', false],
    ['+447911123456', 'GB', true],
    ['+12345678901234567890', 'GB', true],
    ['+123456789012345678901', 'GB', false],
    ['+', 'GB', false],
    ['12ab34', 'GB', false],
    ['', 'US', false],
  ])('isValidPhone(%p, %p) -> %p', (value, country, expected) => {
    expect(isValidPhone(value, country)).toBe(expected);
  });
});
