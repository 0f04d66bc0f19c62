import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { installFakeShopFetch, ok } from '../../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../../tests/helpers/renderInBrand';
import { VipExclusives } from './VipExclusives';

const shop = installFakeShopFetch();
const free = { hasClub: false, clubName: 'Harbor Club', storeName: 'Harbor Basics' };

test('a free club: a logged-in shopper is greeted as a member, never asked to join', async () => {
  shop.reply({ 'GET cart': ok({ items: [], loggedIn: true, hasClub: false, clubMember: true }) });
  renderInBrand(<VipExclusives items={[]} />, free);
  expect(await screen.findByText('You’re a Harbor Club member')).toBeInTheDocument();
  expect(screen.getByTestId('vip-free-member')).toHaveTextContent('Harbor Basics has no members-only styles');
  expect(screen.queryByText(/Join/)).not.toBeInTheDocument();
});

test('a free club: a visitor is invited without promising member prices or exclusives', async () => {
  shop.reply({ 'GET cart': ok({ items: [], loggedIn: false, hasClub: false, clubMember: false }) });
  renderInBrand(<VipExclusives items={[]} />, free);
  const invite = await screen.findByTestId('vip-invitation');
  expect(invite).toHaveTextContent('Harbor Club is free to join');
  expect(invite).not.toHaveTextContent(/member pricing|birthday|restock|early access/i);
});

test('a paid club: a member sees the members-only styles', async () => {
  shop.reply({ 'GET cart': ok({ items: [], loggedIn: true, hasClub: true, clubMember: true }) });
  renderInBrand(<VipExclusives items={[]} />, { hasClub: true, clubName: 'VIP' });
  expect(await screen.findByTestId('vip-members')).toHaveTextContent('your members-only styles');
});
