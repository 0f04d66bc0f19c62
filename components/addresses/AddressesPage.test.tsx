import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { AddressBook, SavedAddress } from '../../lib/account/types';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { AddressesPage } from './AddressesPage';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const shop = installFakeShopFetch();
const page = { path: '/addresses' } as BrandPageProps;

const home: SavedAddress = {
  id: 1, type: 'shipping', name: 'Demo Shopper', company: '', country: 'US', address: '123 Harbor Way', address2: 'Apt 4B',
  city: 'San Diego', state: 'CA', zip: '92101', phone: '(619) 555-0142', default: true,
};
const work: SavedAddress = { ...home, id: 2, company: 'Demo Studio', address: '500 Market Street', address2: '', city: 'San Francisco', zip: '94105', default: false };
const book = (addresses: SavedAddress[]): AddressBook => ({ addresses, limit: 20 });

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  window.scrollTo = jest.fn();
  media = fakeMatchMedia(() => true);
});
afterEach(() => media.restore());

const form = () => screen.getByRole('form');
const type = (label: string | RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

test('lists the addresses by type with the default marked; one h1', () => {
  shop.reply({});
  renderInBrand(<AddressesPage {...page} book={book([home, work])} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const cards = within(screen.getByTestId('addresses-shipping')).getAllByTestId('saved-address');
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent('Default shipping');
  expect(cards[0]).toHaveTextContent('San Diego, CA 92101');
  expect(cards[0]).toHaveTextContent('United States');
  expect(cards[1]).toHaveTextContent('Demo Studio');
  expect(within(cards[0]).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
  expect(within(cards[1]).getByRole('button', { name: 'Make default 500 Market Street' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('empty state: the add form is open; its rules check the fields before anything is sent', async () => {
  shop.reply({});
  renderInBrand(<AddressesPage {...page} book={book([])} />);
  expect(screen.getByTestId('addresses-empty')).toBeInTheDocument();
  type('Full name', 'Cher');
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText('Please enter your first and last name')).toBeInTheDocument();
  expect(screen.getByText('Enter your zip code')).toBeInTheDocument();
  expect(within(form()).getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your first and last name');
  expect(shop.calls).toEqual([]);
});

test('the country decides the postal code label, the phone mask and the state field', () => {
  shop.reply({});
  renderInBrand(<AddressesPage {...page} book={book([])} />);
  expect(within(form()).getByLabelText('Zip Code')).toBeInTheDocument();
  type('Phone', '6195550142');
  expect(within(form()).getByLabelText('Phone')).toHaveValue('(619) 555-0142');
  expect(within(form()).getByLabelText('State').tagName).toBe('SELECT');
  type('Country', 'GB');
  expect(within(form()).getByLabelText('Postal Code')).toBeInTheDocument();
  expect(within(form()).getByLabelText('Phone')).toHaveValue('+6195550142');
  expect(within(form()).getByLabelText('State / Province (optional)').tagName).toBe('INPUT');
  type('Phone', '+44 20 7946 0000');
  expect(within(form()).getByLabelText('Phone')).toHaveValue('+442079460000');
});

test('a shipping address is offered only the countries the brand ships to; a billing address any; a saved one keeps its own', () => {
  shop.reply({});
  const countries = () => within(within(form()).getByLabelText('Country')).getAllByRole('option').map((o) => o.textContent);
  const view = renderInBrand(<AddressesPage {...page} book={book([])} shipsTo={['US', 'CA']} />);
  type('Use this as', 'shipping');
  expect(countries()).toEqual(['Select…', 'United States', 'Canada']);
  type('Use this as', 'billing');
  expect(countries()).toEqual(['Select…', 'United States', 'Canada', 'United Kingdom', 'Australia', 'New Zealand', 'Ireland']);
  view.unmount();
  // Saved in the UK before the brand stopped shipping there: shown as it is, so the refusal can land on it.
  renderInBrand(<AddressesPage {...page} book={book([{ ...home, country: 'GB', state: '', zip: 'SW1A 1AA' }])} shipsTo={['US']} />);
  fireEvent.click(screen.getByRole('button', { name: /^Edit/ }));
  expect(countries()).toEqual(['Select…', 'United States', 'United Kingdom']);
  expect(within(form()).getByLabelText('Country')).toHaveValue('GB');
});

test('adds an address: sends the API fields and shows the answered address book', async () => {
  const saved = { ...home, id: 9, default: true };
  shop.reply({ 'POST address/save': ok({ id: 9, ...book([saved]) }) });
  renderInBrand(<AddressesPage {...page} book={book([])} />);
  type('Full name', ' Demo Shopper ');
  type('Address', '123 Harbor Way');
  type(/Apartment/, 'Apt 4B');
  type('City', 'San Diego');
  type('State', 'CA');
  type('Zip Code', '92101');
  type('Phone', '6195550142');
  fireEvent.click(within(form()).getByLabelText(/Make this my default shipping address/));
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText('Address saved.')).toBeInTheDocument();
  expect(shop.callsTo('POST address/save')[0].fields).toEqual({
    default: 'true', type: 'shipping', name: 'Demo Shopper', company: '', country: 'US', address: '123 Harbor Way', address2: 'Apt 4B',
    city: 'San Diego', state: 'CA', zip: '92101', phone: '(619) 555-0142',
  });
  expect(screen.getAllByTestId('saved-address')).toHaveLength(1);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test("edits an address with its id; the server's field errors go on the fields", async () => {
  shop.reply({ 'POST address/save': failed(400, 'zip: Enter your zip code.', 'name: Please enter your first and last name.') });
  renderInBrand(<AddressesPage {...page} book={book([home, work])} />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit 500 Market Street' }));
  expect(screen.getByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
  expect(within(form()).getByLabelText('Company (optional)')).toHaveValue('Demo Studio');
  type('City', 'Oakland');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(within(form()).getByLabelText('Zip Code')).toHaveAccessibleDescription('Enter your zip code.'));
  expect(within(form()).getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your first and last name.');
  expect(shop.callsTo('POST address/save')[0].fields).toMatchObject({ id: '2', city: 'Oakland', company: 'Demo Studio' });
  expect(shop.callsTo('POST address/save')[0].fields.default).toBeUndefined();

  shop.reply({ 'POST address/save': failed(409, 'You can save up to 20 addresses. Delete one you no longer use to add another.') });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByTestId('address-form-error')).toHaveTextContent('You can save up to 20 addresses.');
});

test('make default and delete (asked first) send the id and show the new address book', async () => {
  shop.reply({ 'POST address/default': ok(book([{ ...work, default: true }, { ...home, default: false }])) });
  renderInBrand(<AddressesPage {...page} book={book([home, work])} />);
  fireEvent.click(screen.getByRole('button', { name: 'Make default 500 Market Street' }));
  expect(await screen.findByText('500 Market Street is now your default shipping address.')).toBeInTheDocument();
  expect(shop.callsTo('POST address/default')[0].fields).toEqual({ id: '2' });
  expect(screen.getAllByTestId('saved-address')[0]).toHaveTextContent('500 Market Street');

  shop.reply({ 'POST address/delete': ok(book([{ ...work, default: true }])) });
  fireEvent.click(screen.getByRole('button', { name: 'Delete 123 Harbor Way' }));
  expect(shop.calls).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.getAllByTestId('saved-address')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Delete 123 Harbor Way' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete 123 Harbor Way' }));
  expect(await screen.findByText('Address deleted.')).toBeInTheDocument();
  expect(shop.callsTo('POST address/delete')[0].fields).toEqual({ id: '1' });
  expect(screen.getAllByTestId('saved-address')).toHaveLength(1);
});

test('a failed action says so; at the limit there is no add button', async () => {
  shop.reply({ 'POST address/default': failed(404, 'We couldn’t find that address. It may have been deleted already.') });
  renderInBrand(<AddressesPage {...page} book={{ addresses: [home, work], limit: 2 }} />);
  expect(screen.queryByTestId('add-address')).not.toBeInTheDocument();
  expect(screen.getByTestId('addresses-limit')).toHaveTextContent('You’ve saved 2 addresses');
  fireEvent.click(screen.getByRole('button', { name: 'Make default 500 Market Street' }));
  expect(await screen.findByTestId('addresses-error')).toHaveTextContent('We couldn’t find that address.');
});
