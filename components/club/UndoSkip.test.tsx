import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { testMembership } from '../../lib/club/testFixtures';
import { MembershipCard } from './MembershipCard';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const brand = { hasClub: true, clubName: 'VIP' };
const MEMBER = { member: true, paused: false };
// July skipped: the next billing date moved to August 4; July can still be billed on July 4.
const skipped = testMembership({
  nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'], upcomingSkippedMonths: ['2025-07'], skipMonth: '2025-08', unskipMonth: '2025-07',
});
const undone = testMembership({ nextBillingDate: '2025-07-04', skippedMonths: [], upcomingSkippedMonths: [], skipMonth: '2025-07', unskipMonth: null });

test('a member with a skipped month still to come undoes it: the card shows the billing date back and says so', async () => {
  shop.reply({ 'POST club/unskip': () => ok({ changed: true, month: '2025-07', membership: undone }) });
  renderInBrand(<MembershipCard club={MEMBER} membership={skipped} />, brand);
  expect(screen.getByTestId('club-skipped')).toHaveTextContent('July 2025');
  expect(screen.getByTestId('club-unskip')).toHaveTextContent('You skipped July 2025. Changed your mind? Undo it before its billing date');
  fireEvent.click(screen.getByRole('button', { name: 'Undo skipping July 2025' }));
  await waitFor(() => expect(screen.getByTestId('club-unskipped')).toHaveTextContent('July 2025 is no longer skipped.'));
  expect(shop.callsTo('POST club/unskip')).toHaveLength(1);
  expect(shop.callsTo('POST club/unskip')[0].fields).toMatchObject({ month: '2025-07' });
  expect(screen.getByTestId('club-next-billing')).toHaveTextContent('July 4, 2025');
  expect(screen.getByTestId('club-skipped')).toHaveTextContent('None');
  expect(screen.queryByTestId('club-unskip')).not.toBeInTheDocument();
});

test('no undo without a skipped month ahead; a refusal is shown', async () => {
  const { unmount } = renderInBrand(<MembershipCard club={MEMBER} membership={testMembership()} />, brand);
  expect(screen.queryByRole('button', { name: /Undo skipping/ })).not.toBeInTheDocument();
  unmount();
  shop.reply({ 'POST club/unskip': () => failed(400, 'month: July 2025’s billing date has passed, so its skip can no longer be undone.') });
  renderInBrand(<MembershipCard club={MEMBER} membership={skipped} />, brand);
  fireEvent.click(screen.getByRole('button', { name: 'Undo skipping July 2025' }));
  expect(await screen.findByTestId('club-error')).toHaveTextContent('billing date has passed');
});
