import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminOrderDetail } from '../../lib/admin/types';
import { OrderAttribution } from './OrderAttribution';
import { RefundForm } from './RefundForm';

const order = { id: 10042, refunds: [{ id: 1, amountCents: 500, reason: '', createdAt: '2026-05-01T10:00:00.000Z' }] } as AdminOrderDetail;
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(answer(200, { data: { amountCents: 100 } }));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.confirm = jest.fn(() => true);
});
const posted = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [url, String(init.body)]);
const box = () => screen.queryByRole('checkbox', { name: 'Put the units back in stock' });

test('the stock checkbox shows only while lines are typed, and sends restock=true with them', async () => {
  const onDone = jest.fn();
  render(<RefundForm order={order} onDone={onDone} />);
  expect(box()).toBeNull();
  fireEvent.change(screen.getByLabelText('Amount in dollars'), { target: { value: '5' } });
  expect(box()).toBeNull();
  fireEvent.change(screen.getByLabelText('Amount in dollars'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Lines'), { target: { value: '7, 8' } });
  fireEvent.click(box()!);
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('Refunded.'));
  expect(posted()).toEqual([['/admin/api/orders/10042/refund', 'refundsSeen=1&lines=7%2C+8&restock=true']]);
  // After the refund the form is empty again, and so the checkbox is gone.
  expect(screen.getByLabelText('Lines')).toHaveValue('');
  expect(box()).toBeNull();
});

test('lines without the box ticked send no restock', async () => {
  render(<RefundForm order={order} onDone={jest.fn()} />);
  fireEvent.change(screen.getByLabelText('Lines'), { target: { value: '7' } });
  expect(box()).not.toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(posted()).toEqual([['/admin/api/orders/10042/refund', 'refundsSeen=1&lines=7']]));
});

test('attribution: last and first touch, or (direct)', () => {
  const touch = { source: 'google', medium: 'cpc', campaign: 'spring', term: 'leggings', content: null, landingPath: '/', landedAt: '2026-05-01T10:00:00.000Z', newsletter: false, clickIds: ['gclid'] };
  const { unmount } = render(<OrderAttribution attribution={{ first: touch, last: { ...touch, source: null, medium: null, campaign: null, term: null, clickIds: [] } }} />);
  expect(screen.getByRole('heading', { name: 'Attribution' })).toBeInTheDocument();
  expect(screen.getByText('Last touch').nextElementSibling).toHaveTextContent('(direct) / (none) / (none)');
  expect(screen.getByText('First touch').nextElementSibling).toHaveTextContent('google / cpc / spring · term leggings');
  expect(screen.getByText('First touch').nextElementSibling).toHaveTextContent('landed on / at 2026-05-01 10:00 UTC · click ids: gclid');
  unmount();
  render(<OrderAttribution attribution={null} />);
  expect(screen.getByText('(direct): no tracked landing before this order.')).toBeInTheDocument();
});
