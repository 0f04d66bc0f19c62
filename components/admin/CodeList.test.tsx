import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CodeList as Codes } from '../../lib/admin/types';
import { CodeList, codeState } from './CodeList';

const base = { kind: 'amount', valueCents: 500, percentOff: 0, minSubtotalCents: 0, description: '', clubOnly: false, firstOrderOnly: false, active: true, uses: 0, revenueCents: 0, startsAt: null, endsAt: null, perCustomerLimit: null };
const codes: Codes = {
  codes: [
    { ...base, id: 1, brandId: 'pf', code: 'Lock5' },
    { ...base, id: 2, brandId: 'ckb', code: 'Lock5' },
    { ...base, id: 3, brandId: 'pf', code: 'OLDSALE', endsAt: '2020-01-31' },
  ],
};

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? answer(200, { data: { id: 2 } }) : answer(200, { data: codes })));
  global.fetch = fetchMock as unknown as typeof fetch;
});
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]: [string]) => url);

test('expiring a code asks first, naming the code and its brand; declining posts nothing', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  render(<CodeList />);
  const expire = await screen.findByRole('button', { name: 'Expire Lock5 (ckb) now' });
  fireEvent.click(expire);
  expect(confirm).toHaveBeenLastCalledWith('Expire Lock5 (ckb) now? Shoppers can no longer use it.');
  expect(posts()).toEqual([]);
  fireEvent.click(expire);
  await waitFor(() => expect(posts()).toEqual(['/admin/api/codes/2/expire']));
  confirm.mockRestore();
});

test('every action column cell has a header, and a code past its last day reads Ended', async () => {
  render(<CodeList />);
  const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
  expect(headers.every((h) => h && h.trim())).toBe(true);
  const row = screen.getByRole('row', { name: /OLDSALE/ });
  expect(within(row).getByText('Ended')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Lock5 (pf)' })).toBeInTheDocument();
});

test('opening the edit form moves focus to it', async () => {
  render(<CodeList />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Lock5 (ckb)' }));
  expect(screen.getByRole('heading', { name: 'Edit Lock5 (ckb)' })).toHaveFocus();
});

test('codeState: expired, ended, scheduled, active (UTC days, both ends counted)', () => {
  const today = '2026-11-29';
  expect(codeState({ active: false, startsAt: null, endsAt: null }, today)).toBe('Expired');
  expect(codeState({ active: true, startsAt: null, endsAt: '2026-11-28' }, today)).toBe('Ended');
  expect(codeState({ active: true, startsAt: null, endsAt: today }, today)).toBe('Active');
  expect(codeState({ active: true, startsAt: '2026-11-30', endsAt: null }, today)).toBe('Scheduled');
  expect(codeState({ active: true, startsAt: today, endsAt: null }, today)).toBe('Active');
});
