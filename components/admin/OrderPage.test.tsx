import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderDetail } from '../../lib/admin/types';
import { OrderPage } from './OrderPage';

const order: AdminOrderDetail = {
  id: 13, brandId: 'pf', parentOrderId: null, customerId: null, email: 'alice@example.com', status: 'paid', createdAt: '2026-11-29T10:10:00.000Z',
  discountCode: null, shippingMethod: 'Standard', trackingNumber: null, shippingAddress: null,
  amounts: { subtotalCents: 7898, multiBuyCents: 0, discountCents: 0, shippingCents: 0, taxCents: 493, totalCents: 8391, paidCents: 8391, refundedCents: 0 },
  lines: [{ id: 25, name: 'Legging', color: 'Black', size: 'S', quantity: 1, unitPriceCents: 4899, totalCents: 4899, cancelled: false, refunded: false, restocked: false }],
  payments: [], refunds: [], tracking: [], notes: [], mails: [], addOnOrderIds: [], attribution: null,
};
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.confirm = jest.fn(() => true);
});
const form = (name: string) => screen.getByRole('form', { name });

test('a failed action clears the last success line; a later success clears the failed form', async () => {
  let refundAnswer = answer(200, { data: {} });
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return answer(200, { data: order });
    if (url.endsWith('/refund')) return refundAnswer;
    if (url.endsWith('/ship')) return answer(200, { data: {} });
    return answer(200, { data: {} });
  });
  render(<OrderPage orderId="13" staff={{ email: 'o@example.com', role: 'owner', brands: 'all' } as never} />);
  fireEvent.change(within(await screen.findByRole('form', { name: 'Refund' })).getByLabelText('Amount in dollars'), { target: { value: '10' } });
  fireEvent.click(within(form('Refund')).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Refunded.'));

  refundAnswer = answer(400, { errors: ['amount: at most $73.91 is left to refund on this order'] });
  fireEvent.change(within(form('Refund')).getByLabelText('Amount in dollars'), { target: { value: '1000' } });
  fireEvent.click(within(form('Refund')).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(within(form('Refund')).getByRole('alert')).toHaveTextContent('at most $73.91'));
  expect(screen.getByRole('status')).toHaveTextContent('');

  fireEvent.change(within(form('Mark shipped')).getByLabelText('Tracking number'), { target: { value: '1Z999' } });
  fireEvent.click(within(form('Mark shipped')).getByRole('button', { name: 'Mark shipped' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Marked shipped; the shopper is mailed.'));
  await waitFor(() => expect(within(form('Refund')).queryByRole('alert')).toBeNull());
  expect(within(form('Refund')).getByLabelText('Amount in dollars')).toHaveValue('');
});
