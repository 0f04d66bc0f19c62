import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { ReturnOptions, ReturnSummary } from '../../lib/orders/returns';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { ReturnPage } from './ReturnPage';
import { OrderReturns } from './OrderReturns';

const mockPush = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), asPath: '/orders/7/return' }) }));

const shop = installFakeShopFetch();
const page = { path: '/orders/7/return' } as BrandPageProps;
const LEGGING = { orderItemId: 31, name: 'Seamless Legging', color: 'black', size: 'S', image: '', quantityLeft: 2, refundable: true, exchangeable: true, note: null, exchangeSizes: [{ size: 'M', inStock: false }, { size: 'XL', inStock: true }] };
const GIFT = { ...LEGGING, orderItemId: 32, name: 'Free Scrunchie', quantityLeft: 0, refundable: false, exchangeable: false, note: 'Free gifts can’t be returned.', exchangeSizes: [] };
const OPTIONS: ReturnOptions = { open: true, until: '2026-12-28', reason: null, unwornOnly: true, lines: [LEGGING, GIFT], returns: [] };
const RETURN: ReturnSummary = {
  id: 5, rma: 'R7-1', status: 'open', createdAt: '2026-11-28T10:00:00Z', receivedAt: null, refund: null, exchangeOrderId: null,
  lines: [{ name: 'Seamless Legging', color: 'black', size: 'S', quantity: 1, action: 'exchange', exchangeSize: 'XL' }],
  label: { from: ['Rita Ray', '1 Main St'], to: ['Pure Form Returns', '1200 Commerce Way, Dock 4'] },
};

describe('/orders/<id>/return', () => {
  test('an exchange for an in-stock size, the unworn confirmation, then the order page; a free gift says why it cannot go back', async () => {
    shop.reply({ 'POST orders/7/return': () => ok({ return: RETURN, options: { ...OPTIONS, returns: [RETURN] } }) });
    renderInBrand(<ReturnPage {...page} orderId={7} options={OPTIONS} />, { hasClub: true });
    expect(screen.getAllByTestId('return-line')[1]).toHaveTextContent('Free gifts can’t be returned.');
    fireEvent.click(screen.getByTestId('return-submit'));
    expect(await screen.findByTestId('return-error')).toHaveTextContent('Choose at least one item to send back.');

    fireEvent.change(screen.getByLabelText('How many to send back'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText(/Exchange for another size/));
    expect(screen.getByRole('option', { name: 'M (sold out)' })).toBeDisabled();
    expect(screen.getByLabelText('New size')).toHaveValue('XL');
    fireEvent.click(screen.getByTestId('return-unworn'));
    fireEvent.click(screen.getByTestId('return-submit'));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/orders/7?return=R7-1#order-returns'));
    expect(shop.callsTo('POST orders/7/return')[0].fields).toEqual({ qty_31: '1', action_31: 'exchange', size_31: 'XL', unworn: 'true' });
  });

  test('a refusal from the shop is shown and the form stays', async () => {
    shop.reply({ 'POST orders/7/return': () => failed(409, 'lines: Seamless Legging: size XL is sold out, so we can’t reserve it; choose another size or a refund') });
    renderInBrand(<ReturnPage {...page} orderId={7} options={{ ...OPTIONS, unwornOnly: false }} />, { hasClub: true });
    fireEvent.change(screen.getByLabelText('How many to send back'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('return-submit'));
    expect(await screen.findByTestId('return-error')).toHaveTextContent('size XL is sold out');
    expect(screen.getByTestId('return-submit')).toBeEnabled();
  });
});

describe('the order page’s returns', () => {
  test('an open return shows its prepaid label and can be cancelled', async () => {
    shop.reply({ 'POST orders/7/return/cancel': () => ok({ return: { ...RETURN, status: 'cancelled' }, options: { ...OPTIONS, returns: [{ ...RETURN, status: 'cancelled' }] } }) });
    renderInBrand(<OrderReturns orderId={7} options={{ ...OPTIONS, returns: [RETURN] }} />, { hasClub: true });
    expect(screen.getByTestId('start-return')).toHaveAttribute('href', '/orders/7/return');
    expect(screen.getByTestId('return-label')).toHaveTextContent('Return number R7-1');
    expect(screen.getByTestId('return-label')).toHaveTextContent('Pure Form Returns');
    fireEvent.click(screen.getByTestId('return-cancel'));
    await waitFor(() => expect(screen.getByTestId('return-status')).toHaveTextContent('Canceled'));
    expect(screen.queryByTestId('return-label')).not.toBeInTheDocument();
    expect(shop.callsTo('POST orders/7/return/cancel')[0].fields).toMatchObject({ returnId: '5' });
  });
});
