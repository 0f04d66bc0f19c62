import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { AccountOverview } from '../../lib/account/types';
import { cancelledMembership, pausedMembership, testMembership } from '../../lib/club/testFixtures';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { MembersPage } from './MembersPage';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const page = { path: '/members' } as BrandPageProps;

function account(o: Partial<AccountOverview> = {}): AccountOverview {
  return {
    customer: { id: 1, name: 'Demo Shopper', email: 'demo@pf.example' },
    club: { member: true, paused: false },
    orders: [
      { id: 3, date: '2025-03-05T08:10:00.000Z', total: 1234.5, status: 'processing', itemCount: 2 },
      { id: 2, date: '2025-02-01T08:10:00.000Z', total: 45, status: 'shipped', itemCount: 1 },
    ],
    ...o,
  };
}

test('shows the name, the email, the club status and the recent orders with date, total and status', () => {
  renderInBrand(<MembersPage {...page} account={account()} />, { clubName: 'Pure Form VIP', hasClub: true });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hi, Demo');
  expect(screen.getByTestId('account-name')).toHaveTextContent('Demo Shopper');
  expect(screen.getByTestId('account-email')).toHaveTextContent('demo@pf.example');
  expect(screen.getByRole('heading', { name: 'Pure Form VIP' })).toBeInTheDocument();
  expect(screen.getByTestId('club-status')).toHaveTextContent('Active member');
  const orders = screen.getAllByTestId('account-order');
  expect(orders).toHaveLength(2);
  expect(within(orders[0]).getByRole('heading', { name: 'Order #3' })).toBeInTheDocument();
  expect(within(orders[0]).getByRole('link', { name: 'Order #3' })).toHaveAttribute('href', '/orders/3');
  expect(orders[0]).toHaveTextContent('March 5, 2025');
  expect(orders[0]).toHaveTextContent('$1,234.50');
  expect(orders[0]).toHaveTextContent('Processing');
  expect(within(orders[0]).getByText('March 5, 2025').closest('time')).toHaveAttribute('datetime', '2025-03-05T08:10:00.000Z');
  expect(orders[1]).toHaveTextContent('Shipped');
  expect(screen.getByRole('link', { name: 'Track a package' })).toHaveAttribute('href', '/tracker');
  expect(screen.getByRole('link', { name: 'Update your style profile' })).toHaveAttribute('href', '/styleprofile');
  expect(screen.getByRole('link', { name: 'See all your orders' })).toHaveAttribute('href', '/orders');
  // The password is not something 'saved for you': the section is named for what it holds.
  const settings = screen.getByRole('region', { name: 'Your account settings' });
  expect(within(settings).getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/change_password');
  for (const [name, href] of [
    ['Your wishlist', '/wishlist'],
    ['Your addresses', '/addresses'],
    ['Your payment methods', '/change_payment'],
    ['Change your password', '/change_password'],
  ]) {
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('a paused membership and a shopper outside the club', () => {
  const { unmount } = renderInBrand(<MembersPage {...page} account={account({ club: { member: true, paused: true } })} />, { hasClub: true, clubName: 'VIP' });
  expect(screen.getByTestId('club-status')).toHaveTextContent('Membership paused');
  unmount();
  renderInBrand(<MembersPage {...page} account={account({ club: { member: false, paused: false }, orders: [] })} />, { hasClub: true, clubName: 'VIP' });
  expect(screen.getByTestId('club-status')).toHaveTextContent('Not a member');
  expect(screen.getByRole('link', { name: 'Find out about the VIP' })).toHaveAttribute('href', '/club');
  expect(screen.getByTestId('account-no-orders')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'See all your orders' })).not.toBeInTheDocument();
});

test('a brand without a club shows no club section', () => {
  renderInBrand(<MembersPage {...page} account={account({ club: { member: false, paused: false } })} />, { hasClub: false, clubName: 'Sock Club' });
  expect(screen.queryByTestId('club-status')).not.toBeInTheDocument();
});

test('the log out button goes to /logout, which logs out and resets the cart', () => {
  renderInBrand(<MembersPage {...page} account={account()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(mockRouter.push).toHaveBeenCalledWith('/logout');
});

describe('the club card', () => {
  const links = () => within(screen.getByRole('region', { name: 'VIP' })).queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

  test('an active member: plan price, next billing date, skipped months, and skip / pause / cancel', () => {
    renderInBrand(<MembersPage {...page} account={account({ membership: testMembership({ upcomingSkippedMonths: ['2025-06'] }) })} />, { hasClub: true, clubName: 'VIP' });
    expect(screen.getByTestId('club-status')).toHaveTextContent('Active member');
    expect(screen.getByTestId('club-price')).toHaveTextContent('$49.95');
    expect(screen.getByTestId('club-next-billing')).toHaveTextContent('July 4, 2025');
    expect(screen.getByTestId('club-skipped')).toHaveTextContent('June 2025');
    expect(links()).toEqual([
      ['Choose this month’s piece', '/members/picks'],
      ['Prepay and save', '/members/prepay'],
      ['Skip a month', '/members_skip_flow'],
      ['Pause your membership', '/members_pause_flow'],
      ['Cancel your membership', '/members_cancel_flow'],
    ]);
  });

  test('paused: the pause price, Resume instead of Pause and Skip', () => {
    renderInBrand(<MembersPage {...page} account={account({ club: { member: true, paused: true }, membership: pausedMembership() })} />, { hasClub: true, clubName: 'VIP' });
    expect(screen.getByTestId('club-status')).toHaveTextContent('Membership paused');
    expect(screen.getByTestId('club-price')).toHaveTextContent('$9.95 while paused');
    expect(screen.getByTestId('club-skipped')).toHaveTextContent('None');
    expect(links()).toEqual([
      ['Resume your membership', '/members_pause_flow'],
      ['Cancel your membership', '/members_cancel_flow'],
    ]);
  });

  test('overdue: said on the card, no skipping; cancelling is still offered (the flow explains)', () => {
    renderInBrand(<MembersPage {...page} account={account({ membership: testMembership({ overdue: true, canSkip: false, skipMonth: null, skipBlocked: 'overdue', canCancel: false }) })} />, { hasClub: true, clubName: 'VIP' });
    expect(screen.getByTestId('club-overdue')).toHaveTextContent('didn’t go through');
    expect(links().map(([text]) => text)).toEqual(['Pause your membership', 'Cancel your membership']);
  });

  test('cancelled: said so, with the way back to the club', () => {
    renderInBrand(<MembersPage {...page} account={account({ club: { member: false, paused: false }, membership: cancelledMembership() })} />, { hasClub: true, clubName: 'VIP' });
    expect(screen.getByTestId('club-status')).toHaveTextContent('Membership canceled');
    expect(screen.queryByTestId('club-facts')).not.toBeInTheDocument();
    expect(links()).toEqual([['Join the VIP again', '/club']]);
  });
});
