import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_SERVER_ERROR } from '../../lib/account/errors';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { AccountLink } from '../layout/AccountLink';
import { CartButton } from '../layout/CartButton';
import { DrawerProvider } from '../../lib/ui/drawers';
import { LogoutPage } from './LogoutPage';

const shop = installFakeShopFetch();
const page = { path: '/logout' } as BrandPageProps;

function renderWithHeader() {
  return renderInBrand(
    <DrawerProvider>
      <AccountLink />
      <CartButton />
      <LogoutPage {...page} />
    </DrawerProvider>,
  );
}

test('logs out on load, then resets and reloads the cart: the header forgets the customer and says so', async () => {
  let loggedIn = true;
  shop.reply({
    'GET cart': () => ok({ loggedIn, itemCount: loggedIn ? 2 : 0 }),
    'GET logout': () => {
      loggedIn = false;
      return ok({ loggedOut: true });
    },
  });
  renderWithHeader();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logging you out…');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You’re logged out'));
  expect(shop.callsTo('GET logout')).toHaveLength(1);
  await waitFor(() => expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/login'));
  expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
  expect(screen.queryByTestId('cart-count')).toBeNull();
  const lastLogout = shop.calls.findIndex((c) => c.path === 'logout');
  expect(shop.calls.slice(lastLogout + 1).some((c) => c.path === 'cart')).toBe(true);
  expect(screen.getByRole('status')).toHaveTextContent('logged out');
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
});

test('a failed logout says so and can be tried again', async () => {
  shop.reply({ 'GET cart': ok({ loggedIn: true, itemCount: 0 }), 'GET logout': failed(500) });
  renderWithHeader();
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SERVER_ERROR);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t log you out');

  shop.reply({ 'GET cart': ok({ loggedIn: false, itemCount: 0 }), 'GET logout': ok({ loggedOut: true }) });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You’re logged out'));
});

test('reached from another site, it asks first and logs out only on the button', async () => {
  shop.reply({ 'GET cart': ok({ loggedIn: true, itemCount: 0 }), 'GET logout': ok({ loggedOut: true }) });
  renderInBrand(
    <DrawerProvider>
      <LogoutPage {...page} confirmFirst />
    </DrawerProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log out?');
  expect(screen.getByRole('link', { name: 'Stay logged in' })).toHaveAttribute('href', '/');
  await new Promise((r) => setTimeout(r, 50));
  expect(shop.callsTo('GET logout')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You’re logged out'));
  expect(shop.callsTo('GET logout')).toHaveLength(1);
});
