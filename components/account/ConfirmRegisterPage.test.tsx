import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { ConfirmRegisterPage } from './ConfirmRegisterPage';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const page = { path: '/confirm-register' } as BrandPageProps;
const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';

beforeEach(() => jest.clearAllMocks());

test('opening the link sends nothing: the account is confirmed only by pressing the button', async () => {
  shop.reply({ 'POST confirm-register': ok({ customer: { id: 9, name: 'Ann Lee', email: 'ann@example.com' } }), 'GET cart': ok({ loggedIn: true }) });
  renderInBrand(<ConfirmRegisterPage {...page} token={TOKEN} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your account');
  await new Promise((r) => setTimeout(r, 20));
  expect(shop.callsTo('POST confirm-register')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Confirm my account' }));
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/members'));
  expect(shop.callsTo('POST confirm-register')[0].fields).toEqual({ token: TOKEN });
});

test('an expired or used link says so and offers to register again', async () => {
  shop.reply({ 'POST confirm-register': failed(400, 'This link has expired or was already used.') });
  renderInBrand(<ConfirmRegisterPage {...page} token={TOKEN} />);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm my account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
  expect(mockRouter.replace).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Confirm my account' })).toBeEnabled();
});

test('a link without a token explains itself, with no button', () => {
  shop.reply({});
  renderInBrand(<ConfirmRegisterPage {...page} token={null} />);
  expect(screen.getByTestId('confirm-missing-token')).toHaveTextContent('This link is incomplete');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
