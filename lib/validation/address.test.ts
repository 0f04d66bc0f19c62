import { isUS, postalLabel, sameAddress, validateFullName, validatePostalCode } from './address';

describe('postalLabel', () => {
  it.each([
    ['US', 'Zip Code'],
    ['us', 'Zip Code'],
    ['United States', 'Zip Code'],
    ['CA', 'Postal Code'],
    ['GB', 'Postal Code'],
    ['', 'Postal Code'],
  ])('%p -> %p', (country, label) => {
    expect(postalLabel(country)).toBe(label);
  });

  it('does not treat a missing country as US', () => {
    expect(isUS(null)).toBe(false);
  });
});

describe('validateFullName', () => {
  it.each([
    ['Ann Lee', true],
    ['  Mary Ann  Smith ', true],
    ['Ann', false],
    ['  Ann  ', false],
    ['', false],
    [null, false],
  ])('%p -> %p', (name, valid) => {
    expect(validateFullName(name)).toBe(valid);
  });
});

describe('sameAddress', () => {
  const fields = ['name', 'address', 'city', 'zip'] as const;
  const shipping = { name: 'Ann Lee', address: '1 Main St', city: 'Austin', zip: '78701', phone: '1' };

  it('ignores case', () => {
    expect(sameAddress(shipping, { ...shipping, name: 'ANN LEE', city: 'austin' }, fields)).toBe(true);
  });

  it('differs when any compared field differs', () => {
    expect(sameAddress(shipping, { ...shipping, zip: '78702' }, fields)).toBe(false);
  });

  it('ignores fields not compared', () => {
    expect(sameAddress(shipping, { ...shipping, phone: '2' }, fields)).toBe(true);
  });

  it('treats null and empty alike', () => {
    type A = { address2: string | null };
    expect(sameAddress<A>({ address2: null }, { address2: '' }, ['address2'])).toBe(true);
  });
});

describe('validatePostalCode', () => {
  it.each([
    ['78701', 'US', true],
    ['78701-1234', 'USA', true],
    [' 78701 ', 'united states', true],
    ['123', 'US', false],
    ['787011', 'US', false],
    ['78701-', 'US', false],
    ['7870O', 'US', false],
    ['', 'US', false],
    ['SW1A 2AA', 'GB', true],
    ['123', 'CA', true],
    ['   ', 'GB', false],
    [null, 'GB', false],
  ])('%p in %p -> %p', (zip, country, expected) => {
    expect(validatePostalCode(zip, country)).toBe(expected);
  });
});
