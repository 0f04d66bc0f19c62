// One order (protected): GET orders/:id and its returns with the shopper's cookie; a visitor goes to
// log in, anyone else's order (or a malformed id) is the 404 page.
import { OrderDetailPage, type OrderDetailPageProps } from '../../components/orders/OrderDetailPage';
import { brandPage } from '../../lib/page/brandPage';
import { orderPageOrLogin } from '../../lib/orders/server';

export const getServerSideProps = brandPage<Pick<OrderDetailPageProps, 'order' | 'returns'>>('/orders/[id]', ({ api, params }) => orderPageOrLogin(api, String(params?.id ?? '')));

export default OrderDetailPage;
