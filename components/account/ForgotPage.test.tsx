import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '../../lib/account/schemas';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { ForgotPage } from './ForgotPage';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const page = { path: '/forgot' } as BrandPageProps;
const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  jest.clearAllMocks();
  window.scrollTo = jest.fn();
  media = fakeMatchMedia(() => true);
});
afterEach(() => media.restore());

describe('without a token: the request form', () => {
  test('checks the address, then says a link is on its way whether or not there is an account', async () => {
    shop.reply({ 'POST forgot': ok({ sent: true }) });
    renderInBrand(<ForgotPage {...page} token={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot your password?');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.email));
    expect(shop.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const sent = await screen.findByTestId('forgot-sent');
    expect(sent).toHaveTextContent('If there is an account for ann@example.com');
    expect(shop.callsTo('POST forgot')[0].fields).toEqual({ email: 'ann@example.com' });
  });
});

describe('with a token: the new password', () => {
  test('saves it, reloads the cart and goes to the members area', async () => {
    shop.reply({ 'POST reset-password': ok({ customer: { id: 3, name: 'Ann', email: 'ann@example.com' } }) });
    renderInBrand(<ForgotPage {...page} token={TOKEN} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(shop.calls).toEqual([]);

    fireEvent.change(password, { target: { value: 'a brand new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/members'));
    expect(shop.callsTo('POST reset-password')[0].fields).toEqual({ token: TOKEN, password: 'a brand new password' });
  });

  test('an expired link says so and links to a new one', async () => {
    shop.reply({ 'POST reset-password': failed(400, 'This link has expired or was already used.') });
    renderInBrand(<ForgotPage {...page} token={TOKEN} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: /Get a new one/ })).toHaveAttribute('href', '/forgot');
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });
});
