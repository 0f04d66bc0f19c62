// One order (protected): GET orders/:id with the shopper's cookie; a visitor goes to log in, anyone
// else's order (or a malformed id) is the 404 page.
import { OrderDetailPage, type OrderDetailPageProps } from '../../components/orders/OrderDetailPage';
import { brandPage } from '../../lib/page/brandPage';
import { orderOrLogin } from '../../lib/orders/server';

export const getServerSideProps = brandPage<Pick<OrderDetailPageProps, 'order'>>('/orders/[id]', ({ api, params }) => orderOrLogin(api, String(params?.id ?? '')));

export default OrderDetailPage;
