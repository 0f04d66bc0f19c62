import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminCustomerDetail, AdminMembership } from '../../lib/admin/types';
import { CustomerActions } from './CustomerActions';

const membership = (o: Partial<AdminMembership> = {}): AdminMembership => ({
  id: 1, status: 'active', overdue: false, planName: 'VIP', amountCents: 4995, pausePriceCents: 995, nextBillingDate: '2026-05-14', skippedMonths: [],
  prepaidMonths: 0, startedAt: '2026-01-14T10:00:00.000Z', cancelledAt: null, cancelReason: null, ...o,
});
const charge = (id: number, o: Partial<AdminCustomerDetail['charges'][number]> = {}) => ({
  id, membershipId: 1, billingDate: `2026-0${id}-14`, amountCents: 4995, status: 'paid', failure: null, card: 'Visa 4242', paidAt: null, refundedCents: 0, ...o,
});
const customer = (o: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail => ({
  id: 42, brandId: 'pf', email: 'ann@example.com', name: 'Ann Lee', createdAt: '2026-01-01T00:00:00.000Z', hasPassword: true, orders: [], addresses: [],
  memberships: [membership()], charges: [charge(1), charge(2, { refundedCents: 1000 }), charge(3, { refundedCents: 4995 }), charge(4, { status: 'declined' })],
  events: [], mails: [], ...o,
});

/** What fetch answers (jsdom has no Response): the status and the JSON body. */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(answer(200, { data: { changed: true } }));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.confirm = jest.fn(() => true);
});
const posted = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [url, String(init.body)]);

test('an active membership offers skip, pause and cancel; a reason goes with each', async () => {
  const onDone = jest.fn();
  render(<CustomerActions customer={customer()} onDone={onDone} />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Skip the next month', 'Pause the membership', 'Cancel the membership', 'Refund a club charge', 'Send a password-reset link',
  ]);
  fireEvent.change(screen.getByLabelText('Reason (required, for the audit log)', { selector: '#pause-reason' }), { target: { value: 'phoned in' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pause the membership' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('Paused; the member is mailed.'));
  expect(posted()).toEqual([['/admin/api/customers/42/club/pause', 'reason=phoned+in']]);
});

test('skip sends the month it shows, so a double click skips it once', async () => {
  render(<CustomerActions customer={customer()} onDone={jest.fn()} />);
  expect(screen.getByText('Skips 2026-05: nothing is charged or shipped that month.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Reason (required, for the audit log)', { selector: '#skip-reason' }), { target: { value: 'travel' } });
  fireEvent.click(screen.getByRole('button', { name: 'Skip the next month' }));
  await waitFor(() => expect(posted()).toEqual([['/admin/api/customers/42/club/skip', 'month=2026-05&reason=travel']]));
});

test('cancel sends the member’s reason from the shop’s list', async () => {
  render(<CustomerActions customer={customer()} onDone={jest.fn()} />);
  fireEvent.change(screen.getByLabelText('The member’s reason'), { target: { value: 'too_expensive' } });
  fireEvent.change(screen.getByLabelText('Reason (required, for the audit log)', { selector: '#cancel-reason' }), { target: { value: 'asked by phone' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel the membership' }));
  await waitFor(() => expect(posted()).toEqual([['/admin/api/customers/42/club/cancel', 'cancelReason=too_expensive&reason=asked+by+phone']]));
});

test('a paused membership offers resume; a canceled one no club action', () => {
  const { unmount } = render(<CustomerActions customer={customer({ memberships: [membership({ status: 'paused' })] })} onDone={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Resume the membership' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pause the membership' })).toBeNull();
  unmount();
  render(<CustomerActions customer={customer({ memberships: [membership({ status: 'cancelled' })] })} onDone={jest.fn()} />);
  expect(screen.queryByRole('button', { name: /membership|month/ })).toBeNull();
});

test('refunds: only paid charges with something left; the chosen charge is the one refunded', async () => {
  render(<CustomerActions customer={customer()} onDone={jest.fn()} />);
  const select = screen.getByLabelText('Charge');
  expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2026-01-14: $49.95', '2026-02-14: $49.95 ($39.95 left)']);
  fireEvent.change(select, { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Amount in dollars (empty: all that is left)'), { target: { value: '5.00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(posted()).toEqual([['/admin/api/customers/42/charges/2/refund', 'refundedSeen=1000&amount=5.00']]));
});

test('the server’s refusal is shown; nothing is reported done', async () => {
  fetchMock.mockResolvedValue(answer(403, { errors: ['amount: $50.00 is above your refund limit of $20.00; ask an owner'] }));
  const onDone = jest.fn();
  render(<CustomerActions customer={customer({ memberships: [] })} onDone={onDone} />);
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('above your refund limit');
  expect(onDone).not.toHaveBeenCalled();
});

test('a club change without its reason is stopped at the field: nothing asked, nothing sent', () => {
  render(<CustomerActions customer={customer()} onDone={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Skip the next month' }));
  expect(window.confirm).not.toHaveBeenCalled();
  expect(posted()).toEqual([]);
  expect(screen.getByLabelText('Reason (required, for the audit log)', { selector: '#skip-reason' })).toBeInvalid();
});
