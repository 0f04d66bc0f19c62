import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { OrderDetail } from '../../lib/account/types';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { OrderDetailPage } from './OrderDetailPage';

const page = { path: '/orders/31' } as BrandPageProps;
const SHIPPING = { name: 'Ann Lee', company: '', country: 'US', address: '1 Main St', address2: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701', phone: '' };

function order(o: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 31, date: '2025-03-05T08:10:00.000Z', days: 4, status: 'shipped', parentOrderId: null,
    items: [
      { itemId: 1, name: 'High Rise Legging', color: 'Black-Pink', size: 'XXL', image: '/media/1.svg', quantity: 2, price: 50, total: 100, discountClass: '', cancelled: false },
      { itemId: 2, name: 'Crop Top', color: 'White', size: 'One Size', image: '', quantity: 1, price: 25, total: 25, discountClass: '', cancelled: true },
    ],
    amounts: { subtotal: 100, discount: 10, shipping: 6.95, tax: 25.5, total: 122.45 },
    discountCode: '10First', shippingMethod: 'Standard', trackingNumber: '9400111899223000001', shipping: SHIPPING,
    shippingAddress: '1 Main St', shippingAddress2: 'Apt 2', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701',
    payment: { brand: 'visa', last4: '4242', method: 'card' }, addOns: [], totalCharged: 122.45, refunds: [],
    ...o,
  };
}

test('the order: heading, date, status, lines with image, colour, size, quantity and total; cancelled lines marked', () => {
  renderInBrand(<OrderDetailPage {...page} order={order()} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order #31');
  expect(screen.getByText('March 5, 2025').closest('time')).toHaveAttribute('datetime', '2025-03-05T08:10:00.000Z');
  expect(screen.getByText(/Placed 4 days ago/)).toBeInTheDocument();
  expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
  expect(screen.getByTestId('order-summary')).toHaveTextContent('Visa ending in 4242');
  expect(screen.getByTestId('order-summary')).toHaveTextContent('10First');

  const lines = screen.getAllByTestId('order-line');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toHaveTextContent('High Rise Legging');
  // The combined colour as the item page and the cart show it (stored as the cart line had it).
  expect(lines[0]).toHaveTextContent('Black / Pink');
  expect(lines[0]).toHaveTextContent('Size 2XL');
  expect(lines[0]).toHaveTextContent('2 for $100.00');
  expect(lines[0]).toHaveTextContent('$100.00');
  expect(lines[0].querySelector('img')).toHaveAttribute('src', '/media/1.svg');
  expect(within(lines[0]).queryByTestId('line-cancelled')).not.toBeInTheDocument();
  expect(within(lines[1]).getByTestId('line-cancelled')).toHaveTextContent('Canceled');
  expect(lines[1]).toHaveTextContent('One Size');
  expect(lines[1]).not.toHaveTextContent('Size One Size');
});

test('amounts, the shipping address, the tracking number with the tracker link, and the way back', () => {
  renderInBrand(<OrderDetailPage {...page} order={order()} />);
  const amounts = within(screen.getByTestId('order-amounts'));
  expect(amounts.getByTestId('amount-subtotal')).toHaveTextContent('$100.00');
  expect(amounts.getByTestId('amount-discount')).toHaveTextContent('($10.00)');
  expect(amounts.getByTestId('amount-shipping')).toHaveTextContent('$6.95');
  expect(amounts.getByTestId('amount-tax')).toHaveTextContent('$25.50');
  expect(amounts.getByTestId('amount-total')).toHaveTextContent('$122.45');
  const address = screen.getByTestId('order-address');
  expect(address).toHaveTextContent('Ann Lee');
  expect(address).toHaveTextContent('1 Main St');
  expect(address).toHaveTextContent('Apt 2');
  expect(address).toHaveTextContent('Austin, TX 78701');
  expect(screen.getByTestId('order-tracking')).toHaveTextContent('9400111899223000001');
  expect(screen.getByRole('link', { name: 'Track this package' })).toHaveAttribute('href', '/tracker?order=31');
  expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/orders');
  expect(screen.queryByTestId('order-total-charged')).not.toBeInTheDocument();
});

test('no discount row without a discount; free shipping says Free; no tracking yet says when it comes', () => {
  renderInBrand(<OrderDetailPage {...page} order={order({ amounts: { subtotal: 80, discount: 0, shipping: 0, tax: 6, total: 86 }, trackingNumber: null, days: 0, payment: null })} />);
  expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
  expect(screen.getByTestId('amount-shipping')).toHaveTextContent('Free');
  expect(screen.getByTestId('order-no-tracking')).toHaveTextContent('as soon as the order ships');
  expect(screen.queryByRole('link', { name: 'Track this package' })).not.toBeInTheDocument();
  expect(screen.getByText(/Placed today/)).toBeInTheDocument();
});

test('offers accepted after checkout show as their own sections, with the total charged', () => {
  const addOn = { id: 32, date: '2025-03-05T08:12:00.000Z', status: 'paid', trackingNumber: null, items: [order().items[0]], amounts: { subtotal: 29.99, discount: 0, shipping: 0, tax: 0, total: 29.99 } };
  renderInBrand(<OrderDetailPage {...page} order={order({ addOns: [addOn], totalCharged: 152.44 })} />);
  const section = screen.getByTestId('order-addon');
  expect(within(section).getByRole('heading', { name: 'Added after checkout (order #32)' })).toBeInTheDocument();
  expect(within(section).getByTestId('amount-total')).toHaveTextContent('$29.99');
  expect(screen.getByTestId('order-total-charged')).toHaveTextContent('Total charged$152.44');
});

test('an add-on order on its own links to the order it was added to', () => {
  renderInBrand(<OrderDetailPage {...page} order={order({ id: 32, parentOrderId: 31 })} />);
  expect(within(screen.getByTestId('order-parent')).getByRole('link', { name: 'order #31' })).toHaveAttribute('href', '/orders/31');
});

test('an order that bought the club lists the membership as its own amount, and the amounts add up to the total', () => {
  const club = order({
    items: [
      { itemId: 1, name: 'High Rise Legging', color: 'Black', size: 'M', image: '', quantity: 1, price: 67.97, total: 67.97, discountClass: 'club_price', cancelled: false },
      { itemId: null, name: 'VIP Club membership (first month)', color: '', size: '', image: '', quantity: 1, price: 49.95, total: 49.95, discountClass: 'club', cancelled: false },
    ],
    amounts: { subtotal: 67.97, discount: 6.8, shipping: 6.95, membership: 49.95, tax: 3.67, total: 121.74 }, totalCharged: 121.74,
  });
  renderInBrand(<OrderDetailPage {...page} order={club} />);
  const amounts = within(screen.getByTestId('order-amounts'));
  expect(amounts.getByTestId('amount-membership')).toHaveTextContent('$49.95');
  const cents = (id: string) => {
    const text = amounts.queryByTestId(id)?.textContent ?? '$0';
    return (/[-−(]/.test(text) ? -1 : 1) * Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  };
  expect(cents('amount-subtotal') + cents('amount-discount') + cents('amount-shipping') + cents('amount-membership') + cents('amount-tax')).toBe(cents('amount-total'));
});

test('refunds are listed with amount and date; none, no section', () => {
  const { unmount } = renderInBrand(<OrderDetailPage {...page} order={order()} />);
  expect(screen.queryByTestId('order-refunds')).toBeNull();
  unmount();
  renderInBrand(<OrderDetailPage {...page} order={order({ status: 'refunded', refunds: [{ date: '2025-03-07T10:00:00.000Z', amount: 20 }, { date: '2025-03-08T10:00:00.000Z', amount: 102.45 }] })} />);
  const section = screen.getByTestId('order-refunds');
  expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Refunds');
  expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['$20.00 refunded on March 7, 2025', '$102.45 refunded on March 8, 2025']);
  expect(screen.getByTestId('order-status')).toHaveTextContent('Refunded');
});
