import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { ContentButton } from './ContentButton';

const shop = installFakeShopFetch();
const join = { label: 'Join for free', href: '/register', member: { label: 'You’re a member: your account', href: '/members' } };

async function shown(cart: object) {
  shop.reply({ 'GET cart': ok({ items: [], ...cart }) });
  renderInBrand(<ContentButton link={join} />);
  await waitFor(() => expect(shop.callsTo('GET cart')).toHaveLength(1));
  await act(async () => {});
  return screen.getByRole('link');
}

test('a club member is led to their account instead of the registration form', async () => {
  const link = await shown({ loggedIn: true, clubMember: true });
  expect(link).toHaveTextContent('You’re a member: your account');
  expect(link).toHaveAttribute('href', '/members');
});

test('a visitor keeps the join link', async () => {
  const link = await shown({ loggedIn: false, clubMember: false });
  expect(link).toHaveTextContent('Join for free');
  expect(link).toHaveAttribute('href', '/register');
});

test('a link without a member variant reads no cart', () => {
  shop.reply({});
  renderInBrand(<ContentButton link={{ label: 'Shop', href: '/category/tees' }} />);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/category/tees');
  expect(shop.callsTo('GET cart')).toHaveLength(0);
});
