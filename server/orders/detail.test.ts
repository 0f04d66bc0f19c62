import { shippingAddressOf } from './detail';

const ADDRESS = { name: 'Ann Lee', company: '', country: 'US', address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '' };

test('the shipping part of addresses_json as checkout writes it, only the known fields', () => {
  expect(shippingAddressOf(JSON.stringify({ shipping: { ...ADDRESS, extra: 'x' }, billing: {}, billingSameAsShipping: true }))).toEqual(ADDRESS);
});

test('an older fullName, missing fields and non-text values', () => {
  expect(shippingAddressOf(JSON.stringify({ shipping: { fullName: 'Ann Lee', zip: 78701, city: 'Austin' } }))).toEqual({
    name: 'Ann Lee', company: '', country: '', address: '', address2: '', city: 'Austin', state: '', zip: '', phone: '',
  });
});

test('no address: empty, broken or shapeless JSON', () => {
  for (const raw of ['', '{}', 'not json', 'null', '[]', '{"shipping":"x"}', '{"shipping":{}}']) expect(shippingAddressOf(raw)).toBeNull();
});
