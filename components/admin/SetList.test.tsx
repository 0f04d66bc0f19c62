import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SetList as Sets } from '../../lib/admin/types';
import { SetList } from './SetList';

const sets: Sets = {
  sets: [
    { id: 3, brandId: 'ckb', categoryId: 21, categoryName: 'Cheekies', quantity: 5, priceCents: 5000, active: true, label: 'Mix any 5 Cheekies for $50' },
    { id: 4, brandId: 'pf', categoryId: 11, categoryName: 'Leggings', quantity: 2, priceCents: 9000, active: false, label: 'Mix any 2 Leggings for $90' },
  ],
  categories: [
    { id: 21, brandId: 'ckb', name: 'Cheekies', cheapestCents: 1299, items: 8 },
    { id: 11, brandId: 'pf', name: 'Leggings', cheapestCents: 5000, items: 3 },
    { id: 12, brandId: 'pf', name: 'Gift cards', cheapestCents: null, items: 0 },
  ],
  brands: ['ckb', 'pf'],
};

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async (url: string, init?: RequestInit) => (init?.method === 'POST' ? answer(200, { data: { id: 9 } }) : answer(200, { data: sets })));
  global.fetch = fetchMock as unknown as typeof fetch;
});
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]: [string, RequestInit]) => [url, Object.fromEntries(new URLSearchParams(String(init.body)))]);

test('the sets as shoppers read them; deactivating one posts active=0 and says so', async () => {
  render(<SetList />);
  const rows = await screen.findAllByRole('row');
  expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
    ['#3', 'ckb', 'Mix any 5 Cheekies for $50', '5', '$50.00', 'Active'],
    ['#4', 'pf', 'Mix any 2 Leggings for $90', '2', '$90.00', 'Inactive'],
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Deactivate #3' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Set #3 no longer prices carts.'));
  expect(posts()).toEqual([['/admin/api/sets/3', { active: '0' }]]);
});

test("a new set offers the chosen brand's categories with their cheapest price, and posts the price in cents", async () => {
  render(<SetList />);
  const form = await screen.findByRole('form', { name: 'New multi-buy set' });
  const categories = () => within(within(form).getByLabelText('Category')).getAllByRole('option').map((o) => o.textContent);
  expect(categories()).toEqual(['Cheekies (from $12.99)']);
  fireEvent.change(within(form).getByLabelText('Brand'), { target: { value: 'pf' } });
  expect(categories()).toEqual(['Leggings (from $50.00)', 'Gift cards (no item on sale)']);
  fireEvent.change(within(form).getByLabelText('Pieces'), { target: { value: '2' } });
  fireEvent.change(within(form).getByLabelText('Set price ($)'), { target: { value: '89.99' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create set' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Set #9 created.'));
  expect(posts()).toEqual([['/admin/api/sets', { categoryId: '11', quantity: '2', priceCents: '8999', active: '1', brand: 'pf' }]]);
});

test('an edit starts from the set and posts to it; the server’s refusal is shown', async () => {
  render(<SetList />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit #4' }));
  const form = screen.getByRole('form', { name: 'Edit set #4' });
  expect(within(form).queryByLabelText('Brand')).toBeNull();
  expect(within(form).getByLabelText('Set price ($)')).toHaveValue('90.00');
  fetchMock.mockImplementation(async () => answer(400, { errors: ["priceCents: must be below $100.00, what 2 of the category's cheapest item cost at the regular price"] }));
  fireEvent.change(within(form).getByLabelText('Set price ($)'), { target: { value: '100' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save set' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('priceCents: must be below $100.00');
  expect(posts()).toEqual([['/admin/api/sets/4', { categoryId: '11', quantity: '2', priceCents: '10000', active: '0' }]]);
});

test('the table scrolls inside a named region in the tab order, even with no set to act on (390 px phone)', async () => {
  fetchMock.mockImplementation(async () => answer(200, { data: { ...sets, sets: [] } }));
  render(<SetList />);
  expect(await screen.findByRole('region', { name: 'Multi-buy sets table' })).toHaveAttribute('tabindex', '0');
});
