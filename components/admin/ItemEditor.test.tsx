import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ItemCatalogView } from '../../lib/admin/types';
import { ItemEditor } from './ItemEditor';

const catalog: ItemCatalogView = {
  fields: { name: 'Seamless Legging', description: 'Soft.', priceCents: 5000, compareAtCents: null, memberPriceCents: 4000, vipOnly: false, published: true, categoryIds: [901] },
  categories: [{ id: 901, name: 'Leggings', slug: 'leggings' }, { id: 902, name: 'Tops', slug: 'tops' }],
};

/** What fetch answers (jsdom has no Response): the status and the JSON body. */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(answer(200, { data: { changed: ['priceCents'] } }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
const posted = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [url, Object.fromEntries(new URLSearchParams(String(init.body)))]);

test('shows the item\'s fields in dollars and posts every field, money in cents and categories by id', async () => {
  const onSaved = jest.fn();
  render(<ItemEditor itemId={9001} catalog={catalog} onSaved={onSaved} />);
  expect(screen.getByLabelText('Price ($)')).toHaveValue('50.00');
  expect(screen.getByLabelText('Compare-at price ($, above the price or empty)')).toHaveValue('');
  expect(screen.getByLabelText('Leggings')).toBeChecked();
  fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: '45' } });
  fireEvent.change(screen.getByLabelText('Compare-at price ($, above the price or empty)'), { target: { value: '$50.00' } });
  fireEvent.click(screen.getByLabelText('Tops'));
  fireEvent.click(screen.getByLabelText('Published (shown in the shop)'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(posted()).toEqual([['/admin/api/items/9001', {
    name: 'Seamless Legging', description: 'Soft.', priceCents: '4500', compareAtCents: '5000', memberPriceCents: '4000',
    vipOnly: 'false', published: 'false', categoryIds: '901,902',
  }]]);
  expect(screen.getByRole('status')).toHaveTextContent('Saved. Shoppers see it within seconds.');
});

test('a refusal shows the server\'s message and nothing is reloaded', async () => {
  fetchMock.mockResolvedValue(answer(400, { errors: ['memberPriceCents: must be below the price, or empty'] }));
  const onSaved = jest.fn();
  render(<ItemEditor itemId={9001} catalog={catalog} onSaved={onSaved} />);
  fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: '39' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('memberPriceCents: must be below the price, or empty')).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).toBeNull();
});
