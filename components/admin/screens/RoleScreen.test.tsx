import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import CustomersScreen from './CustomersScreen';
import StaffScreen from './StaffScreen';

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
const signedInAs = (role: string) => fetchMock.mockReset().mockImplementation(async () => answer(200, { data: { email: 'x@example.com', role, brands: 'all' } }));
beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
const asked = () => fetchMock.mock.calls.map(([url]: [string]) => url.replace(/\?.*/, ''));

test('a role a page is not for is told whom it is for, with its own first page, and nothing else is asked of the server', async () => {
  signedInAs('fulfilment');
  render(<CustomersScreen />);
  expect(await screen.findByText(/This page is for owners and support\./)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your first page' })).toHaveAttribute('href', '/admin');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(asked()).toEqual(['/admin/api/me']);
});

test('the staff page is for owners: marketing is sent to its reports', async () => {
  signedInAs('marketing');
  render(<StaffScreen />);
  expect(await screen.findByText(/This page is for owners\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your first page' })).toHaveAttribute('href', '/admin/reports');
});
