import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { ClubOffer } from './ClubOffer';

const mockPush = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), asPath: '/checkout-club', query: {} }) }));

const shop = installFakeShopFetch();

test('a shopper who never was a member is asked to join', async () => {
  shop.reply({ 'GET cart': ok({ cancelledBefore: false, items: [], amounts: {} }) });
  renderInBrand(<ClubOffer clubName="Pure Form VIP" clubMonthly={49.95} mainProductPlural="Leggings" />, { hasClub: true });
  expect(await screen.findByRole('heading', { name: 'Join the Pure Form VIP' })).toBeInTheDocument();
  expect(screen.getByTestId('join-club')).toHaveTextContent('Join Pure Form VIP');
});

test('a former member (cancelledBefore) is welcomed back and asked to rejoin', async () => {
  shop.reply({ 'GET cart': ok({ cancelledBefore: true, items: [], amounts: {} }) });
  renderInBrand(<ClubOffer clubName="Pure Form VIP" clubMonthly={49.95} mainProductPlural="Leggings" />, { hasClub: true });
  expect(await screen.findByRole('heading', { name: 'Rejoin the Pure Form VIP' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
  expect(screen.getByTestId('join-club')).toHaveTextContent('Rejoin Pure Form VIP');
});

describe('one click each way through the funnel', () => {
  const cart = ok({ cancelledBefore: false, items: [], amounts: {} });
  beforeEach(() => mockPush.mockClear());

  test('joining here puts the club in the cart as the checkout’s club flow and goes on to the style profile', async () => {
    shop.reply({ 'GET cart': cart, 'POST cart/club': cart });
    renderInBrand(<ClubOffer clubName="Pure Form VIP" clubMonthly={49.95} mainProductPlural="Leggings" />, { hasClub: true });
    fireEvent.click(await screen.findByTestId('join-club'));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/checkout-styleprofile'));
    expect(shop.callsTo('POST cart/club')[0].fields).toMatchObject({ join: 'true', flow: 'checkout_club_flow' });
  });

  test('“No thanks” skips the club in one click, on to the order bumps', async () => {
    shop.reply({ 'GET cart': cart, 'POST cart/club': cart });
    renderInBrand(<ClubOffer clubName="Pure Form VIP" clubMonthly={49.95} mainProductPlural="Leggings" />, { hasClub: true });
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks, continue' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/checkout-ob'));
    expect(shop.callsTo('POST cart/club')[0].fields).toMatchObject({ join: 'false' });
    expect(shop.callsTo('POST cart/club')[0].fields).not.toHaveProperty('flow');
  });
});
