import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Offer } from '../../lib/checkout/types';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { deferred } from '../../tests/helpers/deferred';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { SpecialOfferScreen } from './SpecialOfferScreen';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)), asPath: '/special-offer/31?order=900' };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
});

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
  expect(screen.getByTestId('offer-error')).toHaveTextContent('Please choose a color.');
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

test('an offer answered already (409 from the API) is shown as closed, with the way on and nothing charged', async () => {
  const message = 'offerId: You already added this offer to order #900. It was charged once and won’t be added again.';
  shop.reply({ 'POST order/900/accept-offer': () => ({ status: 409, body: { errors: [message] } }) });
  show(offer({ colors: ['Black'] }));
  fireEvent.click(screen.getByRole('radio', { name: '4XL' }));
  fireEvent.click(accept());
  const closed = await screen.findByTestId('offer-closed');
  expect(closed).toHaveTextContent('You already added this offer to order #900. It was charged once and won’t be added again.');
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/special-offer?order=900');
  expect(screen.queryByTestId('offer-accept')).not.toBeInTheDocument();
  expect(mockRouter.push).not.toHaveBeenCalled();
});

test('a size that sold out meanwhile (409 too) stays an error on the offer, which can be tried again', async () => {
  shop.reply({ 'POST order/900/accept-offer': () => ({ status: 409, body: { errors: ['Power Compression Legging in XXXXL just sold out'] } }) });
  show(offer({ colors: ['Black'] }));
  fireEvent.click(screen.getByRole('radio', { name: '4XL' }));
  fireEvent.click(accept());
  expect(await screen.findByTestId('offer-error')).toHaveTextContent('Power Compression Legging in XXXXL just sold out');
  expect(screen.queryByTestId('offer-closed')).not.toBeInTheDocument();
  expect(accept()).toBeEnabled();
});

test('a page the browser restores from its back-forward cache asks the server again where the order stands', () => {
  show(offer());
  const restored = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(restored, 'persisted', { value: true });
  window.dispatchEvent(restored);
  expect(mockRouter.replace).toHaveBeenCalledWith('/special-offer/31?order=900');
  mockRouter.replace.mockClear();
  window.dispatchEvent(new Event('pageshow'));
  expect(mockRouter.replace).not.toHaveBeenCalled();
});

test('choosing a colour shows the offer in that colour (issue 25)', () => {
  shop.reply({});
  show({ ...offer({ image: '/media/legging.svg' }), pictures: { Black: '/media/legging.svg', Navy: '/media/legging.svg?color=Navy' } });
  expect(screen.getByTestId('offer-image')).toHaveAttribute('src', '/media/legging.svg');
  fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
  expect(screen.getByTestId('offer-image')).toHaveAttribute('src', '/media/legging.svg?color=Navy');
  expect(screen.getByTestId('offer-image')).toHaveAttribute('alt', 'Power Compression Legging in Navy');
});

test('after a Pay in 4 order the page says the offer is charged in full to the card, beside the buttons; not after an order paid in full', () => {
  const view = renderInBrand(<SpecialOfferScreen offer={offer()} orderId={900} nextPath="/thank-you?order=900" payment={{ brand: 'visa', last4: '4242', method: 'afterpay' }} />);
  expect(screen.getByTestId('offer-charge')).toHaveTextContent('Charged in full today to Visa ending in 4242, not in installments like your order.');
  view.unmount();
  renderInBrand(<SpecialOfferScreen offer={offer()} orderId={900} nextPath="/thank-you?order=900" payment={{ brand: 'visa', last4: '4242', method: 'card' }} />);
  expect(screen.getByTestId('offer')).toBeInTheDocument();
  expect(screen.queryByTestId('offer-charge')).not.toBeInTheDocument();
});
