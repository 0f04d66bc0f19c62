import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { cancelledMembership, pausedMembership, testMembership } from '../../lib/club/testFixtures';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { CancelErrorPage } from './CancelErrorPage';
import { CancelFeedbackPage } from './CancelFeedbackPage';
import { CancelFlowPage } from './CancelFlowPage';
import { CancelFormPage } from './CancelFormPage';
import { PauseConfirmPage } from './PauseConfirmPage';
import { PauseFlowPage } from './PauseFlowPage';
import { SkipConfirmPage } from './SkipConfirmPage';
import { SkipFlowPage } from './SkipFlowPage';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const page = (path: string) => ({ path }) as BrandPageProps;
const brand = { hasClub: true, clubName: 'VIP' };

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  mockRouter.push.mockClear();
  window.scrollTo = jest.fn();
  media = fakeMatchMedia(() => true);
});
afterEach(() => media.restore());

describe('anyone without a membership to manage', () => {
  test.each([
    ['never joined', null, 'Join the VIP', 'Find out about the VIP', '/club'],
    // A former member rejoins in one step (issue 25), not through the whole funnel.
    ['cancelled', cancelledMembership(), 'Your membership is canceled', 'Join the VIP again', '/rejoin'],
  ])('%s gets the way to the club instead of the flow', (_, membership, title, link, href) => {
    shop.reply({});
    for (const Page of [SkipFlowPage, PauseFlowPage, CancelFlowPage, CancelFormPage, SkipConfirmPage, PauseConfirmPage]) {
      const { unmount } = renderInBrand(<Page {...page('/x')} membership={membership} month={null} />, brand);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('/members_skip_flow and /skip-vip', () => {
  test('names the month and sends it once, then shows the confirmation page', async () => {
    let answer: (v: unknown) => void = () => undefined;
    shop.reply({ 'POST club/skip': () => new Promise((r) => (answer = r)).then(() => ok({ month: '2025-07', changed: true, membership: testMembership() })) });
    renderInBrand(<SkipFlowPage {...page('/members_skip_flow')} membership={testMembership()} />, brand);
    expect(screen.getByTestId('skip-offer')).toHaveTextContent(
      'Your next billing date is July 4, 2025. Skip July 2025 and you won’t be charged $49.95 that month; your next billing date becomes August 4, 2025.',
    );
    const button = screen.getByRole('button', { name: 'Skip July' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    answer(null);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/skip-vip?month=2025-07'));
    expect(shop.callsTo('POST club/skip')).toHaveLength(1);
    expect(shop.callsTo('POST club/skip')[0].fields).toEqual({ month: '2025-07' });
  });

  test('a refusal is read out; at the limit, pausing is offered instead', async () => {
    shop.reply({ 'POST club/skip': failed(400, 'month: July 2025 is not your next billing month; August 2025 is. Reload the page and try again.') });
    const { unmount } = renderInBrand(<SkipFlowPage {...page('/members_skip_flow')} membership={testMembership()} />, brand);
    fireEvent.click(screen.getByRole('button', { name: 'Skip July' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('July 2025 is not your next billing month; August 2025 is. Reload the page and try again.');
    expect(mockRouter.push).not.toHaveBeenCalled();
    unmount();

    const full = testMembership({ canSkip: false, skipMonth: null, skipBlocked: 'limit', upcomingSkippedMonths: ['2025-07', '2025-08', '2025-09'] });
    renderInBrand(<SkipFlowPage {...page('/members_skip_flow')} membership={full} />, brand);
    expect(screen.getByTestId('skipped-already')).toHaveTextContent('Already skipped: July 2025, August 2025 and September 2025.');
    expect(screen.getByTestId('skip-blocked')).toHaveTextContent('pause your membership instead');
    expect(screen.getByRole('link', { name: 'Pause your membership instead' })).toHaveAttribute('href', '/members_pause_flow');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a next billing date already behind offers no month to skip and says why', () => {
    const behind = testMembership({ nextBillingDate: '2025-07-04', canSkip: false, skipMonth: null, skipBlocked: 'billingDatePassed' });
    renderInBrand(<SkipFlowPage {...page('/members_skip_flow')} membership={behind} />, brand);
    expect(screen.queryByTestId('skip-offer')).not.toBeInTheDocument();
    expect(screen.getByTestId('skip-blocked')).toHaveTextContent(
      'July 2025’s billing date, July 4, 2025, has passed, so it can no longer be skipped. Once it is billed, you can skip a later month.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('/skip-vip confirms the month and the next billing date', () => {
    const after = testMembership({ nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'], upcomingSkippedMonths: ['2025-07'], skipMonth: '2025-08' });
    renderInBrand(<SkipConfirmPage {...page('/skip-vip')} membership={after} month="2025-07" />, brand);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('July is skipped');
    expect(screen.getByTestId('skip-confirmation')).toHaveTextContent('July 2025 is skipped; your next billing date is August 4, 2025.');
    expect(screen.getByRole('link', { name: 'Skip another month' })).toHaveAttribute('href', '/members_skip_flow');
  });
});

describe('/members_pause_flow and /pause-vip', () => {
  test('the pause price and what changes; Pause → /pause-vip', async () => {
    shop.reply({ 'POST club/pause': ok({ changed: true, membership: pausedMembership() }) });
    renderInBrand(<PauseFlowPage {...page('/members_pause_flow')} membership={testMembership()} />, brand);
    expect(screen.getByTestId('pause-changes')).toHaveTextContent('You pay $9.95 a month instead of $49.95, still on your billing date (next: July 4, 2025).');
    expect(screen.getByTestId('pause-changes')).toHaveTextContent('your 20% member discount are on hold');
    fireEvent.click(screen.getByRole('button', { name: 'Pause my membership' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/pause-vip'));
    expect(shop.callsTo('POST club/pause')).toHaveLength(1);
  });

  test('a paused member gets Resume instead; resuming says so and moves focus there', async () => {
    shop.reply({ 'POST club/resume': ok({ changed: true, membership: testMembership() }) });
    renderInBrand(<PauseFlowPage {...page('/members_pause_flow')} membership={pausedMembership()} />, brand);
    expect(screen.queryByRole('button', { name: 'Pause my membership' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume my membership' }));
    const done = await screen.findByTestId('resumed');
    expect(done).toHaveTextContent('Your membership is active again and member prices are back. Your next billing date is July 4, 2025, at $49.95.');
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
  });

  test('/pause-vip confirms the pause with the price and offers Resume', () => {
    shop.reply({});
    renderInBrand(<PauseConfirmPage {...page('/pause-vip')} membership={pausedMembership()} />, brand);
    expect(screen.getByTestId('pause-confirmation')).toHaveTextContent('You’ll be billed $9.95 a month, next on July 4, 2025');
    expect(screen.getByRole('button', { name: 'Resume my membership' })).toBeEnabled();
  });
});

describe('/members_cancel_flow, /cancel-vip, /cancel_feedback, /cancel_error', () => {
  test('skipping and pausing are offered before cancelling', () => {
    renderInBrand(<CancelFlowPage {...page('/members_cancel_flow')} membership={testMembership()} />, brand);
    const offers = screen.getByTestId('cancel-alternatives');
    expect(within(offers).getByRole('link', { name: 'Skip a month instead' })).toHaveAttribute('href', '/members_skip_flow');
    expect(within(offers).getByRole('link', { name: 'Pause instead' })).toHaveAttribute('href', '/members_pause_flow');
    expect(screen.getByRole('link', { name: 'Continue to cancel' })).toHaveAttribute('href', '/cancel-vip');
  });

  test('a reason is required before anything is sent', async () => {
    shop.reply({});
    renderInBrand(<CancelFormPage {...page('/cancel-vip')} membership={testMembership()} />, brand);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my membership' }));
    expect(await screen.findByText('Please choose a reason.')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Why are you canceling? (required)' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a reason.');
    const first = within(group).getByRole('radio', { name: 'It costs more than I want to spend' });
    expect(first).toHaveAccessibleDescription('Please choose a reason.');
    await waitFor(() => expect(first).toHaveFocus());
    expect(shop.calls).toEqual([]);
  });

  test('reason and comment are sent; a package on its way goes to /cancel_feedback with its number', async () => {
    shop.reply({ 'POST club/cancel': ok({ cancelled: true, cantCancel: false, reason: null, message: null, trackingNumber: '9400111899', changed: true, membership: cancelledMembership() }) });
    renderInBrand(<CancelFormPage {...page('/cancel-vip')} membership={testMembership()} />, brand);
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery took too long' }));
    fireEvent.change(screen.getByLabelText('Anything else you’d like to tell us? (optional)'), { target: { value: '  Two weeks!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my membership' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/cancel_feedback?tracking=9400111899'));
    expect(shop.callsTo('POST club/cancel')[0].fields).toEqual({ reason: 'shipping', comment: 'Two weeks!' });
  });

  test('cantCancel goes to /cancel_error; an API field error goes on its field', async () => {
    shop.reply({ 'POST club/cancel': ok({ cancelled: false, cantCancel: true, reason: 'overdue', message: 'x', trackingNumber: null, changed: false, membership: testMembership({ overdue: true }) }) });
    const { unmount } = renderInBrand(<CancelFormPage {...page('/cancel-vip')} membership={testMembership()} />, brand);
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my membership' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/cancel_error'));
    unmount();

    shop.reply({ 'POST club/cancel': failed(400, 'comment: Please use at most 1000 characters.') });
    renderInBrand(<CancelFormPage {...page('/cancel-vip')} membership={testMembership()} />, brand);
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my membership' }));
    expect(await screen.findByText('Please use at most 1000 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Anything else you’d like to tell us? (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  test('/cancel_feedback names the tracking number; /cancel_error says why and what to do', () => {
    const { unmount } = renderInBrand(<CancelFeedbackPage {...page('/cancel_feedback')} membership={cancelledMembership()} trackingNumber="9400111899" />, brand);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your membership is canceled');
    expect(screen.getByTestId('cancel-tracking')).toHaveTextContent('Your last package is on its way: tracking number 9400111899.');
    unmount();

    renderInBrand(<CancelErrorPage {...page('/cancel_error')} membership={testMembership({ overdue: true })} />, brand);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t cancel your membership');
    expect(screen.getByTestId('cancel-error')).toHaveTextContent('Your last monthly payment of $49.95 didn’t go through. Once the balance is settled, you can cancel your membership.');
    expect(screen.getByRole('link', { name: 'your payment methods' })).toHaveAttribute('href', '/change_payment');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cancel-vip');
  });
});
