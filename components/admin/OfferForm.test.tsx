import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminOffer } from '../../lib/admin/types';
import { OfferForm } from './OfferForm';

const bump: AdminOffer = {
  id: 951, brandId: 'pf', kind: 'order_bump', offerType: 'cbv2', flow: 'free_flow', position: 2, itemId: 9003, priceCents: 1499, howMany: 3,
  shortItemName: 'POP Scrunchie', digital: false, active: true, headline: 'Add 3 scrunchies for just $14.99', body: 'One click.', cta: 'Yes',
  item: { name: 'POP Scrunchie', priceCents: 900, onSale: true },
};

/** What fetch answers (jsdom has no Response): the status and the JSON body. */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(answer(200, { data: { id: 10001 } }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
const posted = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [url, Object.fromEntries(new URLSearchParams(String(init.body)))]);
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);

test('a new offer: the templates follow the chosen list, and the form posts the offer in cents', async () => {
  const onSaved = jest.fn();
  render(<OfferForm brands={['pf', 'ckb']} onSaved={onSaved} />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('New offer');
  expect(options('Template')).toEqual(['cb', 'cbv2']);
  type('List', 'special_offer');
  expect(options('Template')).toEqual(['csr', 'ms']);
  type('Brand', 'ckb');
  type('Template', 'ms');
  type('Funnel', 'all');
  type('Place in the list', '0');
  type('Item number', '9101');
  type('Pieces', '2');
  type('Offer price ($)', '$24.50');
  type('Name on the cart line', 'Lace Cheeky');
  type(/^Headline/, 'Two cheekies for $24.50');
  type(/^Text/, 'Only now.');
  type(/^Button/, 'Add them');
  fireEvent.click(screen.getByLabelText('Digital (nothing to ship)'));
  fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Offer #10001 created.'));
  expect(posted()).toEqual([['/admin/api/offers', {
    brand: 'ckb', kind: 'special_offer', offerType: 'ms', flow: 'all', position: '0', itemId: '9101', howMany: '2', priceCents: '2450',
    shortItemName: 'Lace Cheeky', headline: 'Two cheekies for $24.50', body: 'Only now.', cta: 'Add them', digital: '1', active: '1',
  }]]);
});

test('a price that is no amount is refused before anything is sent', () => {
  render(<OfferForm brands={['pf']} onSaved={jest.fn()} />);
  type('Offer price ($)', 'ten');
  fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Offer price: type an amount in dollars above zero, like 12.99.');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an edit shows the offer as it is, posts to the offer, and shows the server’s refusal', async () => {
  fetchMock.mockResolvedValue(answer(400, { errors: ["priceCents: must be below $27.00, the item's regular price for 3"] }));
  const onSaved = jest.fn();
  render(<OfferForm brands={['pf']} offer={bump} onSaved={onSaved} />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Edit offer #951');
  expect(screen.queryByLabelText('Brand')).toBeNull();
  expect(screen.getByLabelText('Template')).toHaveValue('cbv2');
  expect(screen.getByLabelText('Offer price ($)')).toHaveValue('14.99');
  expect(screen.getByText('Now: POP Scrunchie, $9.00 on its item page.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Headline/)).toHaveAttribute('maxLength', '120');
  type('Offer price ($)', '27');
  fireEvent.click(screen.getByLabelText('Active (shown to shoppers)'));
  fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("priceCents: must be below $27.00, the item's regular price for 3");
  expect(onSaved).not.toHaveBeenCalled();
  expect(posted()).toEqual([['/admin/api/offers/951', expect.objectContaining({ kind: 'order_bump', offerType: 'cbv2', priceCents: '2700', position: '2', active: '0', digital: '0' })]]);
  expect(posted()[0][1]).not.toHaveProperty('brand');
});
