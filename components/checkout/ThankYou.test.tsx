import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ThankYou } from './ThankYou';
import { BrandProvider } from '../../lib/brand/context';
import { DrawerProvider } from '../../lib/ui/drawers';
import type { OrderSummary } from '../../lib/checkout/types';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';

const api = { get: jest.fn().mockResolvedValue({}), post: jest.fn() };
jest.mock('../../lib/api/browser', () => ({ browserApi: () => api }));

function renderThankYou(order: OrderSummary) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BrandProvider brand={testBrand} settings={testLayoutSettings}>
        <DrawerProvider>
          <ThankYou order={order} />
        </DrawerProvider>
      </BrandProvider>
    </SWRConfig>,
  );
}

const cents = (text: string | null | undefined) => {
  const t = text ?? '$0';
  return t === 'Free' ? 0 : (/[-−(]/.test(t) ? -1 : 1) * Math.round(Number(t.replace(/[^0-9.]/g, '')) * 100);
};

/** The amounts as shown, in cents, and whether the parts add up to the total shown. */
function shownAmounts(block: HTMLElement) {
  const get = (key: string) => cents(within(block).queryByTestId(`order-${key}`)?.textContent);
  const parts = ['subtotal', 'discount', 'shipping', 'membership', 'tax'].reduce((s, k) => s + get(k), 0);
  return { parts, total: get('total'), membership: get('membership') };
}

test('an order that bought the club: the membership is its own amount and the summary adds up to its total', () => {
  renderThankYou({
    id: 9, date: '2026-11-26', status: 'paid', email: 'ann@example.com',
    items: [
      { name: 'High Rise Legging', quantity: 1, total: 67.97 },
      { name: 'VIP Club membership (first month)', quantity: 1, total: 49.95, discountClass: 'club' },
    ],
    amounts: { subtotal: 67.97, discount: 6.8, shipping: 6.95, membership: 49.95, tax: 3.67, total: 121.74 },
  });
  const shown = shownAmounts(screen.getByTestId('thank-you'));
  expect(shown.membership).toBe(4995);
  expect(shown.total).toBe(12174);
  expect(shown.parts).toBe(shown.total);
});

test('the club on its own: Subtotal $0.00 + membership = Total', () => {
  renderThankYou({
    id: 10, date: '2026-11-26', status: 'paid',
    items: [{ name: 'VIP Club membership (first month)', quantity: 1, total: 49.95, discountClass: 'club' }],
    amounts: { subtotal: 0, discount: 0, shipping: 0, membership: 49.95, tax: 0, total: 49.95 },
  });
  expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$0.00');
  const shown = shownAmounts(screen.getByTestId('thank-you'));
  expect(shown.parts).toBe(shown.total);
});

test('not logged in: the thank-you page offers to set a password in one step (POST register for the order’s email)', async () => {
  api.get.mockResolvedValue({ loggedIn: false });
  api.post.mockResolvedValue({ sent: true });
  renderThankYou({
    id: 11, date: '2026-11-26', status: 'paid', email: 'ann@example.com', shipping: { name: 'Ann Lee' },
    items: [{ name: 'VIP Club membership (first month)', quantity: 1, total: 49.95, discountClass: 'club' }],
    amounts: { subtotal: 0, discount: 0, shipping: 0, membership: 49.95, tax: 0, total: 49.95 },
  });
  const offer = await screen.findByTestId('set-password-offer');
  expect(offer).toHaveTextContent(`Set a password to manage your ${testBrand.clubName} membership`);
  expect(offer).toHaveTextContent('kept under ann@example.com');
  fireEvent.change(within(offer).getByLabelText('Choose a password'), { target: { value: 'short' } });
  fireEvent.click(within(offer).getByRole('button', { name: 'Set my password' }));
  expect(await within(offer).findByRole('alert')).toHaveTextContent('Use 8 to 200 characters.');
  expect(api.post).not.toHaveBeenCalled();
  fireEvent.change(within(offer).getByLabelText('Choose a password'), { target: { value: 'a good password' } });
  fireEvent.click(within(offer).getByRole('button', { name: 'Set my password' }));
  expect(await screen.findByTestId('set-password-sent')).toHaveTextContent('We sent a link to ann@example.com');
  expect(api.post).toHaveBeenCalledWith('register', { name: 'Ann Lee', email: 'ann@example.com', password: 'a good password' });
});

test('logged in: no password offer', async () => {
  api.get.mockResolvedValue({ loggedIn: true });
  renderThankYou({ id: 12, date: '2026-11-26', status: 'paid', email: 'ann@example.com', items: [], amounts: { subtotal: 10, discount: 0, shipping: 0, tax: 0, total: 10 } });
  await waitFor(() => expect(api.get).toHaveBeenCalled());
  expect(screen.queryByTestId('set-password-offer')).not.toBeInTheDocument();
});

test('a line’s combined colour reads as in the cart: Mustard / Charcoal', () => {
  renderThankYou({
    id: 18, date: '2026-11-27', status: 'paid', email: 'ann@example.com',
    items: [{ name: 'Varsity Stripe Knee High', color: 'Mustard-Charcoal', size: 'M-L', quantity: 1, total: 18.99 }],
    amounts: { subtotal: 18.99, discount: 0, shipping: 6.95, tax: 1.62, total: 27.56 },
  });
  const line = screen.getByTestId('order-line');
  expect(line).toHaveTextContent('Mustard / Charcoal');
  expect(line).not.toHaveTextContent('Mustard-Charcoal');
});

test('Pay in 4: the page says the installments the checkout promised, not that the whole total was charged', () => {
  const order = (id: number, total: number, payment: OrderSummary['payment']): OrderSummary => ({
    id, date: '2026-11-27', status: 'paid', email: 'ann@example.com', items: [{ name: 'Zip-Up Hoodie', quantity: 1, total }],
    amounts: { subtotal: total, discount: 0, shipping: 0, tax: 0, total }, payment,
  });
  renderThankYou({ ...order(29, 64.85, { brand: 'visa', last4: '4242', method: 'afterpay', schedule: [{ seq: 1, dueDate: '2026-11-27', amount: 16.22, status: 'paid' }, { seq: 2, dueDate: '2026-12-11', amount: 16.22, status: 'scheduled' }, { seq: 3, dueDate: '2026-12-25', amount: 16.22, status: 'scheduled' }, { seq: 4, dueDate: '2027-01-08', amount: 16.19, status: 'scheduled' }] }), linkedOrders: [order(30, 21.44, { brand: 'visa', last4: '4242', method: 'card' })] });
  expect(screen.getByTestId('paid-with')).toHaveTextContent('Paying in 4 interest-free installments of $16.22 (the last $16.19) on Visa ending in 4242: the first one charged today, then one every two weeks until January 8, 2027.');
  expect(screen.getByTestId('grand-total').parentElement).toHaveTextContent(/^Total\$86\.29$/);
});

test('paid in full: Paid with the card, and the sum is what was charged', () => {
  renderThankYou({
    id: 31, date: '2026-11-27', status: 'paid', email: 'ann@example.com', items: [{ name: 'Tee', quantity: 1, total: 20 }],
    amounts: { subtotal: 20, discount: 0, shipping: 0, tax: 0, total: 20 }, payment: { brand: 'visa', last4: '4242', method: 'card' },
    linkedOrders: [{ id: 32, date: '2026-11-27', status: 'paid', items: [{ name: 'Socks', quantity: 1, total: 5 }], amounts: { subtotal: 5, discount: 0, shipping: 0, tax: 0, total: 5 } }],
  });
  expect(screen.getByTestId('paid-with')).toHaveTextContent(/^Paid with Visa ending in 4242$/);
  expect(screen.getByTestId('grand-total').parentElement).toHaveTextContent(/^Total charged\$25\.00$/);
});

test('a 2-for deal reads "2 for $29.99", not "$29.99 Qty 2" (the price is for both)', () => {
  renderThankYou({
    id: 11, date: '2026-11-26', status: 'paid',
    items: [{ name: 'Cloudsoft Legging', quantity: 2, total: 29.99 }],
    amounts: { subtotal: 29.99, discount: 0, shipping: 6.95, tax: 0, total: 36.94 },
  });
  expect(screen.getByTestId('line-quantity')).toHaveTextContent('2 for $29.99');
  expect(screen.getByTestId('order-line')).not.toHaveTextContent('Qty 2');
});
