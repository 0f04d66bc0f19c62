import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { ClubPicks } from '../../lib/club/types';
import { PicksPage } from './PicksPage';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/members/picks' }) }));

const shop = installFakeShopFetch();
const brand = { hasClub: true, clubName: 'VIP' };
const WINDOW = { billingDate: '2025-07-14', opensOn: '2025-07-04', lastDay: '2025-07-11', state: 'open' as const };
const LEGGING = { itemId: 11, name: 'Seamless Legging', color: 'black', size: 'S', image: '/l.jpg' };
const TOP = { itemId: 12, name: 'Crop Top', color: 'navy', size: 'S', image: '/t.jpg' };
const OPEN: ClubPicks = { window: WINDOW, unavailable: null, picks: [LEGGING, TOP], chosen: null, piecesPerMonth: 1, pricePerPiece: 49.95, multiQty: false };

describe('/members/picks', () => {
  test('where the club offers several pieces a month (clubMultiQty), the member sets how many and sees what each costs; elsewhere nothing offers it', async () => {
    shop.reply({ 'POST club/pieces': ok({ changed: true, piecesPerMonth: 2, membership: null }) });
    const { unmount } = renderInBrand(<PicksPage path="/members/picks" picks={{ ...OPEN, multiQty: true }} />, brand);
    expect(screen.getByTestId('pieces-per-month')).toHaveTextContent('Each piece is $49.95 a month');
    fireEvent.change(screen.getByLabelText('Pieces each month'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('pieces-saved')).toHaveTextContent('2 pieces a month from your next billing date: $99.90 a month.'));
    expect(shop.callsTo('POST club/pieces')[0].fields).toEqual({ pieces: '2' });
    unmount();
    renderInBrand(<PicksPage path="/members/picks" picks={OPEN} />, brand);
    expect(screen.queryByTestId('pieces-per-month')).not.toBeInTheDocument();
  });

  test('says the shop sends the first pick without a choice; choosing one marks it as the pick, once however often clicked', async () => {
    let answer: (v: unknown) => void = () => undefined;
    shop.reply({ 'POST club/pick': () => new Promise((r) => (answer = r)).then(() => ok({ ...OPEN, chosen: { itemId: 12, size: 'S' }, changed: true })) });
    renderInBrand(<PicksPage path="/members/picks" picks={OPEN} />, brand);
    expect(screen.getByTestId('picks-window')).toHaveTextContent('Choose the piece that ships after your July 14, 2025 billing date, until the end of July 11, 2025 (UTC). If you don’t choose, we’ll send the first one');
    const [, choose] = screen.getAllByTestId('choose-pick');
    fireEvent.click(choose);
    fireEvent.click(choose);
    answer(undefined);
    await waitFor(() => expect(screen.getByTestId('picks-chosen')).toHaveTextContent('Crop Top'));
    expect(shop.callsTo('POST club/pick')).toHaveLength(1);
    expect(shop.callsTo('POST club/pick')[0].fields).toEqual({ itemId: '12', size: 'S' });
    expect(screen.getAllByTestId('choose-pick')[1]).toHaveTextContent('Your pick');
    expect(screen.getAllByTestId('choose-pick')[1]).toBeDisabled();
  });

  test('a refused choice is said, and the page stays as it was', async () => {
    shop.reply({ 'POST club/pick': () => failed(409, 'picks: the picks for your July 14, 2025 piece closed on July 11, 2025; we’re packing it now') });
    renderInBrand(<PicksPage path="/members/picks" picks={OPEN} />, brand);
    fireEvent.click(screen.getAllByTestId('choose-pick')[0]);
    expect(await screen.findByText(/closed on July 11, 2025/)).toBeInTheDocument();
    expect(screen.queryByTestId('picks-chosen')).not.toBeInTheDocument();
  });

  test('outside the window, or with nothing to choose, it says why', () => {
    const { unmount } = renderInBrand(<PicksPage path="/members/picks" picks={{ ...OPEN, window: { ...WINDOW, state: 'upcoming' }, picks: [] }} />, brand);
    expect(screen.getByTestId('picks-upcoming')).toHaveTextContent('open on July 4, 2025');
    unmount();
    renderInBrand(<PicksPage path="/members/picks" picks={{ window: null, unavailable: 'skipped', picks: [], chosen: null, piecesPerMonth: 1, pricePerPiece: 49.95, multiQty: false }} />, brand);
    expect(screen.getByTestId('picks-unavailable')).toHaveTextContent('You skipped this month');
  });
});
