import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Offer } from '../../lib/checkout/types';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { deferred } from '../../tests/helpers/deferred';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { SpecialOfferScreen } from './SpecialOfferScreen';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
beforeEach(() => mockRouter.push.mockClear());

function offer(item: Partial<Offer['item']> = {}, picker = { size: true, color: true }): Offer {
  return {
    id: 31, kind: 'special_offer', offerType: 'csr', flow: 'free_flow', price: 29.99, originalPrice: 58, howMany: 2, shortItemName: 'Legging', digital: false,
    picker, copy: { headline: 'One-time offer', body: '', image: '', cta: 'Yes! Add this to my order' },
    item: { id: 5, name: 'Power Compression Legging', image: '', colors: ['Black', 'Navy'], sizes: ['L', 'XXXXL', 'XXXXXL'], soldOutSizes: ['L'], ...item },
  };
}

const show = (o: Offer) => renderInBrand(<SpecialOfferScreen offer={o} orderId={900} nextPath="/thank-you?order=900" />);
const accept = () => screen.getByRole('button', { name: /Yes! Add this to my order|Adding…/ });
const decline = () => screen.getByTestId('offer-decline');

test('Yes is disabled and busy while its request runs: a double click sends one request', async () => {
  const answer = deferred<void>();
  shop.reply({ 'POST order/900/accept-offer': async () => (await answer.promise, ok({ next: '/special-offer/32?order=900' })) });
  show(offer({ colors: ['Black'] }));
  fireEvent.click(screen.getByRole('radio', { name: '4XL' }));
  fireEvent.click(accept());
  fireEvent.click(accept());
  expect(accept()).toBeDisabled();
  expect(accept()).toHaveAttribute('aria-busy', 'true');
  expect(accept()).toHaveTextContent('Adding…');
  expect(decline()).toBeDisabled();
  fireEvent.click(decline());
  answer.resolve();
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/special-offer/32?order=900'));
  expect(shop.callsTo('POST order/900/accept-offer')).toHaveLength(1);
  expect(shop.callsTo('POST order/900/decline-offer')).toHaveLength(0);
  // The label shows 4XL; the API gets the item's own size.
  expect(shop.calls[0].fields).toMatchObject({ offerId: '31', color: 'Black', size: 'XXXXL' });
});

test('No thanks is disabled and busy while its request runs', async () => {
  const answer = deferred<void>();
  shop.reply({ 'POST order/900/decline-offer': async () => (await answer.promise, ok({ next: '/thank-you?order=900' })) });
  show(offer());
  fireEvent.click(decline());
  fireEvent.click(decline());
  expect(decline()).toBeDisabled();
  expect(decline()).toHaveAttribute('aria-busy', 'true');
  expect(decline()).toHaveTextContent('One moment…');
  expect(accept()).toBeDisabled();
  answer.resolve();
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thank-you?order=900'));
  expect(shop.callsTo('POST order/900/decline-offer')).toHaveLength(1);
});

test('with nothing chosen, Yes asks for the colour first, then the size, and sends nothing', () => {
  shop.reply({});
  show(offer());
  expect(screen.getByRole('radio', { name: 'Black' })).not.toBeChecked();
  fireEvent.click(accept());
  expect(screen.getByTestId('offer-error')).toHaveTextContent('Please choose a colour.');
  fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
  expect(screen.queryByTestId('offer-error')).not.toBeInTheDocument();
  fireEvent.click(accept());
  expect(screen.getByTestId('offer-error')).toHaveTextContent('Please choose a size.');
  expect(shop.calls).toHaveLength(0);
});

test('an item with one colour has it chosen; sizes show 4XL and 5XL with the sold-out one disabled', () => {
  show(offer({ colors: ['Pink/White'] }));
  expect(screen.getByRole('radio', { name: 'Pink / White' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '4XL' })).toHaveAttribute('value', 'XXXXL');
  expect(screen.getByRole('radio', { name: '5XL' })).toHaveAttribute('value', 'XXXXXL');
  expect(screen.getByRole('radio', { name: 'L (sold out)' })).toBeDisabled();
  expect(screen.queryByText(/XXXX/)).not.toBeInTheDocument();
  fireEvent.click(accept());
  expect(screen.getByTestId('offer-error')).toHaveTextContent('Please choose a size.');
});
