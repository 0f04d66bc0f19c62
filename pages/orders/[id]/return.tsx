// Return or exchange items of one order (protected): GET orders/:id/returns with the shopper's cookie;
// a visitor goes to log in, anyone else's order (or a malformed id) is the 404 page.
import { ReturnPage, type ReturnPageProps } from '../../../components/orders/ReturnPage';
import { brandPage } from '../../../lib/page/brandPage';
import { returnOptionsOrLogin } from '../../../lib/orders/server';

export const getServerSideProps = brandPage<Pick<ReturnPageProps, 'orderId' | 'options'>>('/orders/[id]/return', async ({ api, params }) => {
  const id = String(params?.id ?? '');
  const result = await returnOptionsOrLogin(api, id);
  return 'props' in result ? { props: { ...result.props, orderId: Number(id) } } : result;
});

export default ReturnPage;
