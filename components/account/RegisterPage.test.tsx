import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '../../lib/account/schemas';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { REGISTRATION_CLOSED, RegisterPage } from './RegisterPage';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const shop = installFakeShopFetch();
const page = { path: '/register' } as BrandPageProps;

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  window.scrollTo = jest.fn();
  media = fakeMatchMedia(() => true);
});
afterEach(() => media.restore());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fill(password = 'a-good-password') {
  type('Your name', ' Ann Lee ');
  type('Email address', 'ann@example.com ');
  type('Choose a password', password);
}

test('the password field says the rule up front and links it; a short password gets the rule as its error', async () => {
  shop.reply({});
  renderInBrand(<RegisterPage {...page} closed={false} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const password = screen.getByLabelText('Choose a password');
  expect(password).toHaveAttribute('autocomplete', 'new-password');
  expect(password).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordHint);
  fill('short');
  submit();
  await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  expect(password).toHaveAccessibleDescription(`${ACCOUNT_MESSAGES.passwordHint} ${ACCOUNT_MESSAGES.passwordLength}`);
  await waitFor(() => expect(password).toHaveFocus());
  expect(shop.calls).toEqual([]);
});

test('a missing name is the first error and takes focus', async () => {
  shop.reply({});
  renderInBrand(<RegisterPage {...page} closed={false} />);
  submit();
  expect(await screen.findByText(ACCOUNT_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(ACCOUNT_MESSAGES.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(ACCOUNT_MESSAGES.newPasswordRequired)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
});

test('registering sends name, email and password, then says to check the e-mail', async () => {
  shop.reply({ 'POST register': ok({ sent: true }) });
  renderInBrand(<RegisterPage {...page} closed={false} />);
  fill();
  submit();
  const sent = await screen.findByTestId('register-sent');
  expect(sent).toHaveTextContent('Check your email');
  expect(sent).toHaveTextContent('ann@example.com');
  await waitFor(() => expect(sent).toHaveFocus());
  expect(shop.callsTo('POST register')[0].fields).toEqual({ name: 'Ann Lee', email: 'ann@example.com', password: 'a-good-password' });
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('field errors from the API land on their fields; several at once', async () => {
  shop.reply({ 'POST register': failed(400, 'name: Enter your name.', 'password: Use 8 to 200 characters.') });
  renderInBrand(<RegisterPage {...page} closed={false} />);
  fill();
  submit();
  await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.'));
  expect(screen.getByLabelText('Choose a password')).toHaveAccessibleDescription(`${ACCOUNT_MESSAGES.passwordHint} Use 8 to 200 characters.`);
  await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a closed registration (403) is said above the button', async () => {
  shop.reply({ 'POST register': failed(403, REGISTRATION_CLOSED) });
  renderInBrand(<RegisterPage {...page} closed={false} />);
  fill();
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_CLOSED);
});

test('when the brand has registration locked, the page says so and shows no form', () => {
  shop.reply({});
  renderInBrand(<RegisterPage {...page} closed />);
  expect(screen.getByTestId('registration-closed')).toHaveTextContent(REGISTRATION_CLOSED);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/login');
});
