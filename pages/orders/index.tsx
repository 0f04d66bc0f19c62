// Order history (protected): GET orders with the shopper's cookie; a visitor goes to /login?next=/orders.
import { OrdersPage, type OrdersPageProps } from '../../components/orders/OrdersPage';
import { brandPage } from '../../lib/page/brandPage';
import { historyOrLogin, requestedPage } from '../../lib/orders/server';

export const getServerSideProps = brandPage<Pick<OrdersPageProps, 'history'>>('/orders', async ({ api, query }) => {
  const page = requestedPage(query.page);
  if (page === null) return { notFound: true };
  return historyOrLogin(api, page);
});

export default OrdersPage;
