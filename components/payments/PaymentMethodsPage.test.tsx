import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { BrandPageProps } from '../../lib/page/brandPage';
import type { PaymentMethods, SavedCard } from '../../lib/payments/types';
import { PaymentMethodsPage } from './PaymentMethodsPage';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const shop = installFakeShopFetch();
const page = { path: '/change_payment' } as BrandPageProps;

const visa: SavedCard = { id: 1, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, expired: false, isDefault: true };
const mc: SavedCard = { id: 2, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2041, expired: false, isDefault: false };
const old: SavedCard = { id: 3, brand: 'amex', last4: '0005', expMonth: 1, expYear: 2021, expired: true, isDefault: false };
const methods = (cards: SavedCard[], extra: Partial<PaymentMethods> = {}): PaymentMethods => ({ cards, limit: 10, clubNeedsCard: false, ...extra });

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  window.scrollTo = jest.fn();
  media = fakeMatchMedia(() => true);
});
afterEach(() => media.restore());

const form = () => screen.getByRole('form', { name: 'Add a card' });
const field = (label: string) => within(form()).getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillCard(number = '4242424242424242', expiry = '1234', cvc = '123') {
  type('Card number', number);
  type('Expiry (MM / YY)', expiry);
  type('Security code (CVC)', cvc);
}

test('lists the cards: type, last four, expiry, Default and Expired badges; one h1', () => {
  shop.reply({});
  renderInBrand(<PaymentMethodsPage {...page} methods={methods([visa, mc, old])} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const cards = screen.getAllByTestId('saved-card');
  expect(cards).toHaveLength(3);
  expect(cards[0]).toHaveTextContent('Visa •••• 4242');
  expect(cards[0]).toHaveTextContent('Expires 12/40');
  expect(cards[0]).toHaveTextContent('Default');
  expect(cards[1]).not.toHaveTextContent('Default');
  expect(cards[2]).toHaveTextContent('American Express');
  expect(cards[2]).toHaveTextContent('Expired 01/21');
  expect(within(cards[2]).getByText('Expired', { exact: true })).toBeInTheDocument();
  // The default and an expired card cannot be made default.
  expect(within(cards[0]).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
  expect(within(cards[2]).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
  expect(within(cards[1]).getByRole('button', { name: 'Make default Mastercard ending in 4444, expires 03/41' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test("empty: the form is open with the checkout's card behaviour, and its rules check before anything is sent", async () => {
  shop.reply({});
  renderInBrand(<PaymentMethodsPage {...page} methods={methods([])} />);
  expect(screen.getByTestId('cards-empty')).toBeInTheDocument();
  // No "make default" choice for the first card: it is the default.
  expect(within(form()).queryByLabelText('Make this my default card')).not.toBeInTheDocument();
  type('Card number', '3782822463');
  expect(field('Card number')).toHaveValue('3782 822463');
  expect(field('Card number')).toHaveAccessibleDescription('Card type: American Express');
  type('Card number', '5555555555554444');
  expect(field('Card number')).toHaveAccessibleDescription('Card type: Mastercard');
  type('Card number', '4242424242424241');
  type('Expiry (MM / YY)', '0120');
  expect(field('Expiry (MM / YY)')).toHaveValue('01 / 20');
  type('Security code (CVC)', '12a');
  expect(field('Security code (CVC)')).toHaveValue('12');
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
  await waitFor(() => expect(field('Card number')).toHaveAccessibleDescription('Card type: Visa Enter a valid card number'));
  expect(field('Expiry (MM / YY)')).toHaveAccessibleDescription('This card has expired');
  expect(field('Security code (CVC)')).toHaveAccessibleDescription('Enter a valid security code');
  expect(shop.calls).toEqual([]);
});

test('adds a card: the number and CVC go only to tokenize, then the token is saved', async () => {
  const added = { id: 4, ...methods([{ ...mc, id: 4, isDefault: true }, { ...visa, isDefault: false }]) };
  shop.reply({
    'POST payments/tokenize': ok({ token: 'tok_sb_abc.def', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2041 }),
    'POST payment-method/add': ok(added),
  });
  renderInBrand(<PaymentMethodsPage {...page} methods={methods([visa])} />);
  fireEvent.click(screen.getByTestId('add-card'));
  fillCard('5555555555554444', '0341', '321');
  fireEvent.click(field('Make this my default card'));
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
  expect(await screen.findByText('Mastercard ending in 4444 saved.')).toBeInTheDocument();
  expect(shop.callsTo('POST payments/tokenize')[0].fields).toEqual({ number: '5555555555554444', expMonth: '3', expYear: '2041', cvc: '321', name: '' });
  expect(shop.callsTo('POST payment-method/add')[0].fields).toEqual({ token: 'tok_sb_abc.def', makeDefault: 'true' });
  expect(JSON.stringify(shop.callsTo('POST payment-method/add'))).not.toMatch(/5555555555554444|321/);
  expect(screen.getAllByTestId('saved-card')[0]).toHaveTextContent('Mastercard');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test("the gateway's field errors go on the fields; a refusal is an alert", async () => {
  shop.reply({ 'POST payments/tokenize': failed(400, 'cvc: Enter a valid security code') });
  renderInBrand(<PaymentMethodsPage {...page} methods={methods([])} />);
  fillCard();
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
  await waitFor(() => expect(field('Security code (CVC)')).toHaveAccessibleDescription('Enter a valid security code.'));
  expect(shop.callsTo('POST payment-method/add')).toEqual([]);

  shop.reply({
    'POST payments/tokenize': ok({ token: 'tok_sb_x.y', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
    'POST payment-method/add': failed(400, 'You’ve already saved this card (Visa ending in 4242, expires 12/34).'),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
  const alert = await screen.findByTestId('card-form-error');
  expect(alert).toHaveAttribute('role', 'alert');
  expect(alert).toHaveTextContent('You’ve already saved this card (Visa ending in 4242, expires 12/34).');
});

test('make default, and remove (asked first), send the id and show the new list', async () => {
  shop.reply({ 'POST payment-method/default': ok(methods([{ ...mc, isDefault: true }, { ...visa, isDefault: false }])) });
  renderInBrand(<PaymentMethodsPage {...page} methods={methods([visa, mc])} />);
  fireEvent.click(screen.getByRole('button', { name: /^Make default Mastercard/ }));
  expect(await screen.findByText('Mastercard ending in 4444 is now your default card.')).toBeInTheDocument();
  expect(shop.callsTo('POST payment-method/default')[0].fields).toEqual({ id: '2' });
  expect(screen.getAllByTestId('saved-card')[0]).toHaveTextContent('Mastercard');

  shop.reply({ 'POST payment-method/delete': ok(methods([{ ...mc, isDefault: true }])) });
  fireEvent.click(screen.getByRole('button', { name: /^Remove Visa/ }));
  expect(shop.calls).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  fireEvent.click(screen.getByRole('button', { name: /^Remove Visa/ }));
  expect(screen.getByRole('group', { name: 'Remove Visa ending in 4242, expires 12/40?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /^Yes, remove Visa/ }));
  expect(await screen.findByText('Visa ending in 4242 removed.')).toBeInTheDocument();
  expect(shop.callsTo('POST payment-method/delete')[0].fields).toEqual({ id: '1' });
  expect(screen.getAllByTestId('saved-card')).toHaveLength(1);
});

test("a refused action is an alert; the club's only card has no remove button; at the limit no add button", async () => {
  shop.reply({ 'POST payment-method/delete': failed(404, 'We couldn’t find that card. It may have been removed already.') });
  const { unmount } = renderInBrand(<PaymentMethodsPage {...page} methods={methods([visa, mc], { limit: 2 })} />);
  expect(screen.queryByTestId('add-card')).not.toBeInTheDocument();
  expect(screen.getByTestId('cards-limit')).toHaveTextContent('You’ve saved 2 cards');
  fireEvent.click(screen.getByRole('button', { name: /^Remove Mastercard/ }));
  fireEvent.click(screen.getByRole('button', { name: /^Yes, remove Mastercard/ }));
  const alert = await screen.findByTestId('cards-error');
  expect(alert).toHaveAttribute('role', 'alert');
  expect(alert).toHaveTextContent('We couldn’t find that card.');
  unmount();

  renderInBrand(<PaymentMethodsPage {...page} methods={methods([visa], { clubNeedsCard: true })} />);
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  expect(screen.getByTestId('saved-card')).toHaveTextContent('Your club membership is billed to this card.');
});
