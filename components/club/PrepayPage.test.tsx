import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { testMembership } from '../../lib/club/testFixtures';
import type { ClubPrepayOptions } from '../../lib/club/types';
import { PrepayPage } from './PrepayPage';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/members/prepay' }) }));

const shop = installFakeShopFetch();
const brand = { hasClub: true, clubName: 'VIP' };
const OPTIONS: ClubPrepayOptions = {
  plans: [{ months: 3, percentOff: 10, price: 134.87, perMonth: 44.96, shipsOn: ['2025-07-04', '2025-08-04', '2025-09-04'] }],
  unavailable: null, monthsLeft: 0, card: { id: 7, brand: 'visa', last4: '4242' },
};

describe('/members/prepay', () => {
  test('shows each plan’s price, monthly share and ship dates; buying says what was charged', async () => {
    shop.reply({ 'POST club/prepay': ok({ changed: true, charged: 134.87, months: 3, membership: testMembership({ prepaidMonths: 3, nextPrepaidShipDate: '2025-07-04' }) }) });
    renderInBrand(<PrepayPage path="/members/prepay" options={OPTIONS} />, brand);
    const plan = screen.getByTestId('prepay-plan');
    expect(plan).toHaveTextContent('3 months: $134.87');
    expect(plan).toHaveTextContent('$44.96 a month, 10% off');
    expect(plan).toHaveTextContent('Ships on July 4, 2025, August 4, 2025, September 4, 2025');
    fireEvent.click(screen.getByTestId('prepay-buy'));
    expect(await screen.findByTestId('prepay-done')).toHaveTextContent('Thank you! $134.87 was charged for 3 months. Your pieces ship on your billing dates without a charge, the first on July 4, 2025.');
    expect(shop.callsTo('POST club/prepay')[0].fields).toEqual({ months: '3' });
  });

  test('a decline is said and nothing changes; without a card the plan cannot be bought', async () => {
    shop.reply({ 'POST club/prepay': failed(402, 'Your card was declined, so nothing was charged. Please try another card.') });
    const { unmount } = renderInBrand(<PrepayPage path="/members/prepay" options={OPTIONS} />, brand);
    fireEvent.click(screen.getByTestId('prepay-buy'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined, so nothing was charged.');
    expect(screen.queryByTestId('prepay-done')).not.toBeInTheDocument();
    unmount();
    renderInBrand(<PrepayPage path="/members/prepay" options={{ ...OPTIONS, card: null }} />, brand);
    expect(screen.getByTestId('prepay-buy')).toBeDisabled();
    expect(screen.getByTestId('prepay-no-card')).toBeInTheDocument();
  });
});
