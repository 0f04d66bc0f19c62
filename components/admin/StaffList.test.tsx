import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StaffListRow } from '../../lib/admin/types';
import { StaffList } from './StaffList';

const staff: StaffListRow[] = [
  { id: 7, email: 'ann@staff.example.com', role: 'support', brands: ['pf'], refundLimitCents: 5000, createdAt: '2026-11-01T10:00:00.000Z', disabledAt: null, setUp: true },
];
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? answer(200, { data: { id: 7, changed: ['role'] } }) : answer(200, { data: { staff } })));
  global.fetch = fetchMock as unknown as typeof fetch;
});
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]: [string, RequestInit]) => [url, String(init.body)]);

test("changing a staff member's access: the form shows what they have now and posts the change", async () => {
  render(<StaffList />);
  fireEvent.click(await screen.findByRole('button', { name: 'Change access ann@staff.example.com' }));
  const form = screen.getByRole('form', { name: 'Change the access of ann@staff.example.com' });
  expect(form).toHaveFormValues({ role: 'support', brands: 'pf', refundLimit: '50.00' });
  fireEvent.change(screen.getByLabelText('Role', { selector: '#edit-role' }), { target: { value: 'fulfilment' } });
  fireEvent.submit(form);
  await waitFor(() => expect(posts()).toEqual([['/admin/api/staff/7', 'role=fulfilment&brands=pf&refundLimit=50.00']]));
  expect(await screen.findByText('The access of ann@staff.example.com is changed; it applies to their next page.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Change the access of ann@staff.example.com' })).not.toBeInTheDocument();
});
