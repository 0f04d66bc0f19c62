import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { ClubOffer } from './ClubOffer';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/checkout-club', query: {} }) }));

const shop = installFakeShopFetch();

test('a shopper who never was a member is asked to join', async () => {
  shop.reply({ 'GET cart': ok({ cancelledBefore: false, items: [], amounts: {} }) });
  renderInBrand(<ClubOffer clubName="Pure Form VIP" clubMonthly={49.95} mainProductPlural="Leggings" />, { hasClub: true });
  expect(await screen.findByRole('heading', { name: 'Join the Pure Form VIP' })).toBeInTheDocument();
  expect(screen.getByTestId('join-club')).toHaveTextContent('Join the VIP club');
});

test('a former member (cancelledBefore) is welcomed back and asked to rejoin', async () => {
  shop.reply({ 'GET cart': ok({ cancelledBefore: true, items: [], amounts: {} }) });
  renderInBrand(<ClubOffer clubName="Pure Form VIP" clubMonthly={49.95} mainProductPlural="Leggings" />, { hasClub: true });
  expect(await screen.findByRole('heading', { name: 'Rejoin the Pure Form VIP' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
  expect(screen.getByTestId('join-club')).toHaveTextContent('Rejoin the VIP club');
});
