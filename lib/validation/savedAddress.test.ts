import { validateSavedAddress } from './savedAddress';

const valid = { type: 'shipping', fullName: 'Ann Lee', company: '', country: 'US', address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '73301', phone: '(512) 555-0100' };

test('a complete US address is valid', () => {
  expect(validateSavedAddress(valid)).toEqual({});
});

test("the checkout's rules: two-word name, state and zip for the US, postal code elsewhere, phone by country", () => {
  expect(validateSavedAddress({ ...valid, fullName: 'Ann', state: '', zip: '', phone: '555-0100' })).toEqual({
    fullName: 'Please enter your first and last name',
    state: 'Select a state',
    zip: 'Enter your zip code',
    phone: 'Enter a valid phone number',
  });
  expect(validateSavedAddress({ ...valid, country: 'GB', state: '', zip: '', phone: '+442079460000' })).toEqual({ zip: 'Enter your postal code' });
});

test('type must be shipping or billing; too long says so first', () => {
  expect(validateSavedAddress({ ...valid, type: 'home' })).toEqual({ type: 'Choose shipping or billing' });
  expect(validateSavedAddress({ ...valid, zip: '9'.repeat(21), company: 'c'.repeat(101) })).toEqual({
    zip: 'Please use at most 20 characters',
    company: 'Please use at most 100 characters',
  });
});
