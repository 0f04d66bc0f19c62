import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { OrderHistory } from '../../lib/account/types';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { OrdersPage } from './OrdersPage';

const page = { path: '/orders' } as BrandPageProps;

function history(o: Partial<OrderHistory> = {}): OrderHistory {
  return {
    orders: [
      { id: 31, date: '2025-03-05T08:10:00.000Z', total: 1234.5, status: 'paid', itemCount: 3, membership: false, addOnCount: 1 },
      { id: 12, date: '2025-02-01T08:10:00.000Z', total: 45, status: 'delivered', itemCount: 1, membership: false, addOnCount: 0 },
    ],
    page: 1,
    pageSize: 10,
    total: 2,
    pageCount: 1,
    ...o,
  };
}

test('each order: number, date, status, item count, total and a link to its page', () => {
  renderInBrand(<OrdersPage {...page} history={history()} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your orders');
  const entries = screen.getAllByTestId('order-entry');
  expect(entries).toHaveLength(2);
  const first = within(entries[0]);
  expect(first.getByRole('heading', { name: 'Order #31' })).toBeInTheDocument();
  expect(first.getByText('March 5, 2025').closest('time')).toHaveAttribute('datetime', '2025-03-05T08:10:00.000Z');
  expect(entries[0]).toHaveTextContent('Processing');
  expect(entries[0]).toHaveTextContent('3 items');
  expect(entries[0]).toHaveTextContent('$1,234.50');
  expect(first.getByRole('link', { name: 'View order #31' })).toHaveAttribute('href', '/orders/31');
  expect(entries[1]).toHaveTextContent('1 item');
  expect(entries[1]).toHaveTextContent('Delivered');
  expect(within(entries[1]).getByRole('link', { name: 'View order #12' })).toHaveAttribute('href', '/orders/12');
  // One page: no pager.
  expect(screen.queryByRole('navigation', { name: 'Order history pages' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/members');
});

test('the pager links newer and older pages', () => {
  const { unmount } = renderInBrand(<OrdersPage {...page} history={history({ page: 1, total: 23, pageCount: 3 })} />);
  let nav = within(screen.getByRole('navigation', { name: 'Order history pages' }));
  expect(nav.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(nav.queryByRole('link', { name: 'Newer orders' })).not.toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'Older orders' })).toHaveAttribute('href', '/orders?page=2');
  unmount();

  renderInBrand(<OrdersPage {...page} history={history({ page: 2, total: 23, pageCount: 3 })} />);
  nav = within(screen.getByRole('navigation', { name: 'Order history pages' }));
  expect(nav.getByRole('link', { name: 'Newer orders' })).toHaveAttribute('href', '/orders');
  expect(nav.getByRole('link', { name: 'Older orders' })).toHaveAttribute('href', '/orders?page=3');
});

test('no orders yet: says so and links to the shop', () => {
  renderInBrand(<OrdersPage {...page} history={history({ orders: [], total: 0, pageCount: 0 })} />);
  expect(screen.getByTestId('orders-empty')).toHaveTextContent('You haven’t placed an order yet');
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  expect(screen.queryByTestId('order-entry')).not.toBeInTheDocument();
});

test('the membership bought with an order is not counted as an item', () => {
  renderInBrand(
    <OrdersPage
      {...page}
      history={history({
        orders: [
          { id: 40, date: '2025-03-05T08:10:00.000Z', total: 99.9, status: 'paid', itemCount: 2, membership: true, addOnCount: 0 },
          { id: 41, date: '2025-03-06T08:10:00.000Z', total: 49.95, status: 'paid', itemCount: 0, membership: true, addOnCount: 0 },
        ],
      })}
    />,
  );
  const [withItems, clubOnly] = screen.getAllByTestId('order-entry-items');
  expect(withItems).toHaveTextContent(/^2 items \+ membership$/);
  expect(clubOnly).toHaveTextContent(/^Membership$/);
});
