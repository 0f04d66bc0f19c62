import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '../../lib/account/schemas';
import { ACCOUNT_NETWORK_ERROR } from '../../lib/account/errors';
import { ERROR_SCROLL_OFFSET } from '../../lib/ui/scrollToError';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { AccountLink } from '../layout/AccountLink';
import { LoginPage } from './LoginPage';
import type { BrandPageProps } from '../../lib/page/brandPage';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const page = { path: '/login' } as BrandPageProps;
const customer = { id: 7, name: 'Demo Shopper', email: 'demo@pf.example' };

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  jest.clearAllMocks();
  window.scrollTo = jest.fn();
  media = fakeMatchMedia((q) => q.includes('prefers-reduced-motion: reduce'));
});
afterEach(() => media.restore());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

test('one h1, labelled fields, and links to forgot and register', () => {
  shop.reply({});
  renderInBrand(<LoginPage {...page} next="/members" />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
  expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot');
  expect(screen.getByRole('link', { name: /Create an account/ })).toHaveAttribute('href', '/register');
  // A new account cannot log in before its email is confirmed; the page says so up front.
  expect(screen.getByTestId('login-confirm-hint')).toHaveTextContent('Just registered? Open the link in the email we sent you');
});

test('empty fields: errors on the fields, linked with aria-describedby, first one focused 60 px below the top; nothing sent', async () => {
  shop.reply({});
  renderInBrand(<LoginPage {...page} next="/members" />);
  const email = screen.getByLabelText('Email address');
  email.getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
  submit();
  expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(ACCOUNT_MESSAGES.emailRequired);
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordRequired);
  await waitFor(() => expect(email).toHaveFocus());
  expect(window.scrollTo).toHaveBeenCalledWith(0, 400 - ERROR_SCROLL_OFFSET);
  expect(shop.calls).toEqual([]);

  type('Email address', 'demo@pf');
  expect(email).not.toHaveAttribute('aria-invalid');
  submit();
  expect(await screen.findByText(ACCOUNT_MESSAGES.email)).toBeInTheDocument();
});

test('a wrong password shows the API’s message above the button and keeps the shopper on the page', async () => {
  shop.reply({ 'POST login': failed(400, 'Email or password is incorrect.') });
  renderInBrand(<LoginPage {...page} next="/members" />);
  type('Email address', 'demo@pf.example');
  type('Password', 'wrong-password');
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
  expect(mockRouter.replace).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('too many attempts (429) and a network failure are said in words', async () => {
  shop.reply({ 'POST login': failed(429, 'Too many attempts. Try again in 15 minutes.') });
  renderInBrand(<LoginPage {...page} next="/members" />);
  type('Email address', 'demo@pf.example');
  type('Password', 'wrong-password');
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');

  shop.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_NETWORK_ERROR));
});

test('a field the API rejects shows its message on that field, without the field name', async () => {
  shop.reply({ 'POST login': failed(400, 'email: Enter a valid email address.') });
  renderInBrand(<LoginPage {...page} next="/members" />);
  type('Email address', 'demo@pf.example');
  type('Password', 'demo-password');
  submit();
  const email = screen.getByLabelText('Email address');
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('email: ');
});

test('logging in posts the fields, reloads the cart (the header link then leads to /members) and goes on to next', async () => {
  let loggedIn = false;
  shop.reply({
    'GET cart': () => ok({ loggedIn, itemCount: 0 }),
    'POST login': () => {
      loggedIn = true;
      return ok({ customer });
    },
  });
  renderInBrand(
    <>
      <AccountLink />
      <LoginPage {...page} next="/orders?page=2" />
    </>,
  );
  await waitFor(() => expect(shop.callsTo('GET cart')).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/login');
  type('Email address', '  demo@pf.example ');
  type('Password', ' demo-password');
  submit();
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/orders?page=2'));
  expect(shop.callsTo('POST login')[0].fields).toEqual({ email: 'demo@pf.example', password: ' demo-password' });
  expect(shop.callsTo('POST login')[0].query.get('host')).toBe('pf.test');
  expect(shop.callsTo('GET cart')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/members');
});

test('Enter pressed twice sends one request', async () => {
  let release: () => void = () => undefined;
  shop.reply({ 'POST login': () => new Promise((r) => (release = () => r(ok({ customer })))) });
  renderInBrand(<LoginPage {...page} next="/members" />);
  type('Email address', 'demo@pf.example');
  type('Password', 'demo-password');
  const form = screen.getByRole('form', { name: 'Log in' });
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled());
  await act(async () => {
    fireEvent.submit(form);
    await new Promise((r) => setTimeout(r, 20));
    release();
  });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledTimes(1));
  expect(shop.callsTo('POST login')).toHaveLength(1);
});
