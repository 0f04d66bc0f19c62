import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SavedAddress } from '../../lib/account/types';
import { initialCheckoutValues, type CheckoutFormValues } from '../../lib/checkout/fields';
import { CheckoutForm } from './CheckoutForm';

const address = (over: Partial<SavedAddress>): SavedAddress => ({
  id: 1, type: 'shipping', name: 'Ann Lee', company: '', country: 'US', address: '123 Harbor Way', address2: '', city: 'San Diego',
  state: 'CA', zip: '92101', phone: '6195550142', default: false, ...over,
});
const HOME = address({ id: 1, default: true });
const WORK = address({ id: 3, address: '9 Dock St', city: 'Oakland', zip: '94607', phone: '5105550100' });
const BILL = address({ id: 2, type: 'billing', default: true, address: '1 Bank Rd', city: 'Austin', state: 'TX', zip: '78701' });

function setup(savedAddresses: SavedAddress[], values: CheckoutFormValues = initialCheckoutValues('ann@example.com', 'Ann Lee')) {
  const onPay = jest.fn<Promise<void>, [CheckoutFormValues]>().mockResolvedValue(undefined);
  render(<CheckoutForm initialValues={values} total={50} afterpayAvailable={false} onPay={onPay} savedAddresses={savedAddresses} />);
  return onPay;
}
const shippingField = (label: string) => screen.getAllByLabelText(label)[0] as HTMLInputElement;

test('a guest, or a customer without saved addresses, sees no list and a blank form', () => {
  setup([]);
  expect(screen.queryByLabelText('Saved addresses')).not.toBeInTheDocument();
  expect(shippingField('Address')).toHaveValue('');
});

test('the default shipping address fills the blank form, and the list says which one it is', async () => {
  setup([WORK, HOME, BILL]);
  await waitFor(() => expect(shippingField('Address')).toHaveValue('123 Harbor Way'));
  expect(shippingField('City')).toHaveValue('San Diego');
  expect(shippingField('Zip Code')).toHaveValue('92101');
  expect(shippingField('Phone')).toHaveValue('(619) 555-0142');
  const list = screen.getByLabelText('Saved addresses');
  expect(list).toHaveValue('1');
  // Shipping addresses only: the billing one is not offered here.
  expect([...(list as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'Ann Lee, 123 Harbor Way, San Diego, CA 92101 (default)',
    'Ann Lee, 9 Dock St, Oakland, CA 94607',
    'A new address',
  ]);
});

test('picking another fills every field; changing a field makes it a new address; "A new address" empties the form', async () => {
  setup([HOME, WORK]);
  const list = await screen.findByLabelText('Saved addresses');
  fireEvent.change(list, { target: { value: '3' } });
  await waitFor(() => expect(shippingField('Address')).toHaveValue('9 Dock St'));
  expect(shippingField('City')).toHaveValue('Oakland');
  expect(shippingField('Phone')).toHaveValue('(510) 555-0100');

  fireEvent.change(shippingField('Zip Code'), { target: { value: '94608' } });
  await waitFor(() => expect(list).toHaveValue('new'));

  fireEvent.change(list, { target: { value: '1' } });
  await waitFor(() => expect(shippingField('Zip Code')).toHaveValue('92101'));
  fireEvent.change(list, { target: { value: 'new' } });
  await waitFor(() => expect(shippingField('Address')).toHaveValue(''));
  expect(shippingField('Full name')).toHaveValue('Ann Lee');
});

test('what the shopper already typed is never overwritten by the default', async () => {
  const typed = initialCheckoutValues('ann@example.com', 'Ann Lee');
  typed.shipping = { ...typed.shipping, address: '5 Elm St', city: 'Reno', state: 'NV', zip: '89501' };
  setup([HOME], typed);
  expect(await screen.findByLabelText('Saved addresses')).toHaveValue('new');
  expect(shippingField('Address')).toHaveValue('5 Elm St');
});

test('a separate billing address offers the saved billing addresses, the default filled in; paying sends it', async () => {
  const onPay = setup([HOME, BILL]);
  await waitFor(() => expect(shippingField('Address')).toHaveValue('123 Harbor Way'));
  fireEvent.click(screen.getByLabelText('Billing address is the same as shipping'));
  const lists = await screen.findAllByLabelText('Saved addresses');
  expect(lists).toHaveLength(2);
  await waitFor(() => expect(screen.getAllByLabelText('Address')[1]).toHaveValue('1 Bank Rd'));
  expect(lists[1]).toHaveValue('2');

  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: '12 / 34' } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
  fireEvent.click(screen.getByTestId('pay-button'));
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  const paid = onPay.mock.calls[0][0];
  expect(paid.shipping).toMatchObject({ address: '123 Harbor Way', city: 'San Diego', zip: '92101' });
  expect(paid.billing).toMatchObject({ address: '1 Bank Rd', city: 'Austin', state: 'TX', zip: '78701' });
  expect(paid.billingSameAsShipping).toBe(false);
});

test('a saved default address in a country the brand does not ship to is not filled in: the first one it ships to is, and the list says why', async () => {
  const paris = address({ id: 4, default: true, country: 'FR', address: '8 Rue de Rivoli', city: 'Paris', state: '', zip: '75004', phone: '33140000000' });
  setup([paris, WORK]);
  await waitFor(() => expect(shippingField('Address')).toHaveValue('9 Dock St'));
  const list = screen.getByLabelText('Saved addresses') as HTMLSelectElement;
  expect(list).toHaveValue('3');
  const options = [...list.options].map((o) => ({ text: o.text, disabled: o.disabled }));
  expect(options).toEqual([
    { text: 'Ann Lee, 8 Rue de Rivoli, Paris, 75004, FR (default) (we don’t ship to France)', disabled: true },
    { text: 'Ann Lee, 9 Dock St, Oakland, CA 94607', disabled: false },
    { text: 'A new address', disabled: false },
  ]);
});

test('with only addresses the brand does not ship to, none is filled in', async () => {
  const paris = address({ id: 4, default: true, country: 'FR', address: '8 Rue de Rivoli', city: 'Paris', state: '', zip: '75004' });
  setup([paris]);
  const list = await screen.findByLabelText('Saved addresses');
  await new Promise((r) => setTimeout(r, 50));
  expect(list).toHaveValue('new');
  expect(shippingField('Address')).toHaveValue('');
});
