import type { SavedAddress } from '../account/types';
import { emptyAddress } from './fields';
import { addressesOfKind, isBlankAddress, savedAddressIn, savedAddressLabel, toCheckoutAddress } from './savedAddress';

const saved = (over: Partial<SavedAddress>): SavedAddress => ({
  id: 1, type: 'shipping', name: 'Ann Lee', company: '', country: 'US', address: '123 Harbor Way', address2: '', city: 'San Diego',
  state: 'CA', zip: '92101', phone: '6195550142', default: false, ...over,
});

test('one kind only, the default first, then in the order saved', () => {
  const list = [saved({ id: 4 }), saved({ id: 2, type: 'billing', default: true }), saved({ id: 9, default: true }), saved({ id: 3 })];
  expect(addressesOfKind(list, 'shipping').map((a) => a.id)).toEqual([9, 3, 4]);
  expect(addressesOfKind(list, 'billing').map((a) => a.id)).toEqual([2]);
  expect(addressesOfKind([], 'shipping')).toEqual([]);
});

test('the label names the person, the street and the place; the country only when not the US', () => {
  expect(savedAddressLabel(saved({}))).toBe('Ann Lee, 123 Harbor Way, San Diego, CA 92101');
  expect(savedAddressLabel(saved({ address2: 'Apt 4' }))).toBe('Ann Lee, 123 Harbor Way, Apt 4, San Diego, CA 92101');
  expect(savedAddressLabel(saved({ country: 'GB', state: '', zip: 'SW1A 1AA', city: 'London', address: '10 Downing St' }))).toBe(
    'Ann Lee, 10 Downing St, London, SW1A 1AA, GB',
  );
});

test('filling the checkout: every field, the phone in its country’s mask', () => {
  expect(toCheckoutAddress(saved({ address2: 'Apt 4' }))).toEqual({
    fullName: 'Ann Lee', country: 'US', address: '123 Harbor Way', address2: 'Apt 4', city: 'San Diego', state: 'CA', zip: '92101', phone: '(619) 555-0142',
  });
  expect(toCheckoutAddress(saved({ country: 'GB', phone: '+44 20 7946 0000' })).phone).toBe('+442079460000');
  expect(toCheckoutAddress(saved({ phone: '' })).phone).toBe('');
});

test('blank means nothing typed where an address goes; a name alone is still blank', () => {
  expect(isBlankAddress(emptyAddress())).toBe(true);
  expect(isBlankAddress({ ...emptyAddress(), fullName: 'Ann Lee' })).toBe(true);
  expect(isBlankAddress({ ...emptyAddress(), zip: '9' })).toBe(false);
  expect(isBlankAddress({ ...emptyAddress(), address: ' x' })).toBe(false);
});

test('which saved address the fields hold: none once a field is changed', () => {
  const home = saved({ id: 1 });
  const work = saved({ id: 2, address: '9 Dock St' });
  expect(savedAddressIn(toCheckoutAddress(work), [home, work])).toBe(work);
  expect(savedAddressIn({ ...toCheckoutAddress(work), zip: '92102' }, [home, work])).toBeUndefined();
  expect(savedAddressIn(emptyAddress(), [home, work])).toBeUndefined();
});
