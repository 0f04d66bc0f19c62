import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import ReportsScreen from './ReportsScreen';
import { ReportFiltersForm } from '../reports/ReportFiltersForm';

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const asked = () => fetchMock.mock.calls.map(([url]: [string]) => url.replace(/\?.*/, ''));

test('a role without the reports is told so once, with a link to its own first page, and no report is asked for', async () => {
  fetchMock.mockImplementation(async () => answer(200, { data: { email: 's@example.com', role: 'support', brands: 'all' } }));
  render(<ReportsScreen />);
  expect(await screen.findByText(/This page is for owners and marketing/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your first page' })).toHaveAttribute('href', '/admin');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(asked()).toEqual(['/admin/api/me']);
});

test('a reversed range is one message in the range form, and the reports keep the last good range', async () => {
  const onChange = jest.fn();
  render(<ReportFiltersForm filters={{ brand: '', from: '2026-11-01', to: '2026-11-29' }} brands={['pf']} onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-11-30' } });
  fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-11-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['From: must not be after To.']);
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-12-05' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(onChange).toHaveBeenCalledWith({ brand: '', from: '2026-11-30', to: '2026-12-05' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
