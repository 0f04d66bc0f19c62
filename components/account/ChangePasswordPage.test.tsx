import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHANGE_PASSWORD_MESSAGES } from '../../lib/account/changePasswordSchema';
import { ACCOUNT_MESSAGES } from '../../lib/account/schemas';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { ChangePasswordPage } from './ChangePasswordPage';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const shop = installFakeShopFetch();
const page = { path: '/change_password' } as BrandPageProps;

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  window.scrollTo = jest.fn();
  media = fakeMatchMedia(() => true);
});
afterEach(() => media.restore());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));

test('three password fields with the right autocomplete; one h1', () => {
  shop.reply({});
  renderInBrand(<ChangePasswordPage {...page} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
});

test('checks the fields before sending: required, length, confirmation, different from the current one', async () => {
  shop.reply({});
  renderInBrand(<ChangePasswordPage {...page} />);
  submit();
  expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.currentRequired)).toBeInTheDocument();
  expect(screen.getByText(ACCOUNT_MESSAGES.newPasswordRequired)).toBeInTheDocument();
  type('Current password', 'old password 1');
  type('New password', 'short');
  type('Confirm new password', 'shorter');
  submit();
  await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(`${ACCOUNT_MESSAGES.passwordHint} ${ACCOUNT_MESSAGES.passwordLength}`));
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.mismatch);
  type('New password', 'old password 1');
  type('Confirm new password', 'old password 1');
  submit();
  expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.same)).toBeInTheDocument();
  expect(shop.calls).toEqual([]);
});

test('a wrong current password shows on its field; then success shows the message', async () => {
  shop.reply({ 'POST change-password': failed(400, 'currentPassword: That isn’t your current password.') });
  renderInBrand(<ChangePasswordPage {...page} />);
  type('Current password', 'not it at all');
  type('New password', 'my new password');
  type('Confirm new password', 'my new password');
  submit();
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('That isn’t your current password.'));
  expect(shop.callsTo('POST change-password')[0].fields).toEqual({ currentPassword: 'not it at all', newPassword: 'my new password' });

  shop.reply({ 'POST change-password': ok({ customer: { id: 1, name: 'Pat Doe', email: 'pat@example.com' } }) });
  type('Current password', 'the right one');
  submit();
  expect(await screen.findByTestId('password-changed')).toHaveTextContent('Your password is changed');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('too many attempts is shown above the button', async () => {
  shop.reply({ 'POST change-password': failed(429, 'Too many attempts. Try again in 15 minutes.') });
  renderInBrand(<ChangePasswordPage {...page} />);
  type('Current password', 'guess number six');
  type('New password', 'my new password');
  type('Confirm new password', 'my new password');
  submit();
  expect(await screen.findByTestId('account-form-error')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
});
