import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { testMembership } from '../../lib/club/testFixtures';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { CancelErrorPage } from './CancelErrorPage';
import { MembershipCard } from './MembershipCard';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const brand = { hasClub: true, clubName: 'VIP' };
const MEMBER = { member: true, paused: false };
const overdue = testMembership({ overdue: true, amountDue: 39.95, canSkip: false, skipMonth: null, skipBlocked: 'overdue', canCancel: false });
const paidUp = testMembership({ nextBillingDate: '2025-08-04', skipMonth: '2025-08' });
const PAID = { changed: true, charged: 39.95, card: { id: 7, brand: 'visa', last4: '4242' }, membership: paidUp };
const DECLINED = 'Your card was declined, so your balance of $39.95 is still due. Please try another card.';

const cardLinks = () => within(screen.getByRole('region', { name: 'VIP' })).queryAllByRole('link').map((a) => a.textContent);

describe('the members page’s club card', () => {
  test('an overdue member pays on the named default card, once however often clicked; the card then shows skip and cancel', async () => {
    let answer: (v: unknown) => void = () => undefined;
    shop.reply({ 'POST club/settle': () => new Promise((r) => (answer = r)).then(() => ok(PAID)) });
    renderInBrand(<MembershipCard club={MEMBER} membership={overdue} />, brand);
    expect(screen.getByTestId('club-overdue')).toHaveTextContent(
      'Your last monthly payment of $39.95 didn’t go through. Please settle it to keep skipping or to cancel.',
    );
    expect(screen.getByTestId('settle-card')).toHaveTextContent('We’ll charge your default card, Visa ending in 4242.');
    expect(cardLinks()).toEqual(['Pause your membership', 'Cancel your membership']);

    const pay = screen.getByRole('button', { name: 'Pay $39.95 now' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    expect(pay).toHaveTextContent('Paying…');
    answer(null);

    const status = await screen.findByText(/^Thank you!/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Thank you! $39.95 was charged to Visa ending in 4242. Your membership is up to date. Your next billing date is August 4, 2025.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(shop.callsTo('POST club/settle')).toHaveLength(1);
    expect(shop.callsTo('POST club/settle')[0].fields).toEqual({ savedCardId: '7' });
    expect(screen.queryByTestId('club-overdue')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('club-next-billing')).toHaveTextContent('August 4, 2025');
    expect(cardLinks()).toEqual(['Choose this month’s piece', 'Prepay and save', 'Skip a month', 'Pause your membership', 'Cancel your membership']);
  });

  test('a decline is said as an alert and the button stays', async () => {
    shop.reply({ 'POST club/settle': failed(402, DECLINED) });
    renderInBrand(<MembershipCard club={MEMBER} membership={overdue} />, brand);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $39.95 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DECLINED);
    expect(screen.getByRole('button', { name: 'Pay $39.95 now' })).toBeEnabled();
    expect(screen.getByTestId('club-overdue')).toBeInTheDocument();
    expect(screen.getByTestId('club-settled')).toBeEmptyDOMElement();
  });

  test('without a card that can be charged: the way to add one, no button', () => {
    shop.reply({});
    renderInBrand(<MembershipCard club={MEMBER} membership={{ ...overdue, billingCard: null }} />, brand);
    expect(screen.getByRole('link', { name: 'Add a card in your payment methods' })).toHaveAttribute('href', '/change_payment');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('not overdue: no notice, no status line', () => {
    renderInBrand(<MembershipCard club={MEMBER} membership={testMembership()} />, brand);
    expect(screen.queryByTestId('club-overdue')).not.toBeInTheDocument();
    expect(screen.queryByTestId('club-settled')).not.toBeInTheDocument();
  });
});

describe('/cancel_error', () => {
  test('offers the payment instead of contacting us; paid, it offers the cancellation', async () => {
    shop.reply({ 'POST club/settle': ok(PAID) });
    renderInBrand(<CancelErrorPage {...({ path: '/cancel_error' } as BrandPageProps)} membership={overdue} />, brand);
    expect(screen.getByTestId('cancel-error')).toHaveTextContent('Your last monthly payment of $39.95 didn’t go through.');
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $39.95 now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your balance is paid' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('$39.95 was charged to Visa ending in 4242.');
    expect(screen.getByRole('link', { name: 'Cancel your membership' })).toHaveAttribute('href', '/cancel-vip');
  });
});

describe('a prepaid membership on the members page', () => {
  test('says how many prepaid months are left and when the next ships; none prepaid, no such line', () => {
    const { unmount } = renderInBrand(<MembershipCard club={MEMBER} membership={testMembership({ prepaidMonths: 2, nextPrepaidShipDate: '2025-09-04' })} />, brand);
    expect(screen.getByTestId('club-prepaid')).toHaveTextContent('2 months left, nothing charged for them; the next ships on September 4, 2025');
    unmount();
    renderInBrand(<MembershipCard club={MEMBER} membership={testMembership()} />, brand);
    expect(screen.queryByTestId('club-prepaid')).toBeNull();
  });
});
