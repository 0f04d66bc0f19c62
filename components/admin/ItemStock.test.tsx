import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ItemStock } from './ItemStock';

const view = { id: 1002, brandId: 'pf', name: 'Contour Legging', sizes: [{ size: 'S', stock: 117 }, { size: 'M', stock: 4 }], history: [], catalog: null };
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? answer(200, { data: { size: 'S', before: 117, stock: 0 } }) : answer(200, { data: view }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('saving a size says what changed (and that it is sold out), in a status screen readers announce', async () => {
  render(<ItemStock itemId="1002" />);
  fireEvent.change(await screen.findByLabelText('Stock of S'), { target: { value: '0' } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved: S from 117 to 0 (sold out in the shop).'));
  expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST').map(([u, i]) => [u, String(i.body)])).toEqual([['/admin/api/items/1002/stock', 'size=S&stock=0']]);
});
