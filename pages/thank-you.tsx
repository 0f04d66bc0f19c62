import { brandPage } from '../lib/page/brandPage';
import { loadOrder, orderIdFrom } from '../lib/checkout/offers';
import type { OrderSummary } from '../lib/checkout/types';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { ThankYou } from '../components/checkout/ThankYou';

interface Props {
  order: OrderSummary | null;
}

export const getServerSideProps = brandPage<Props>('/thank-you', async ({ api, query }) => {
  let orderId = orderIdFrom(query.order);
  if (!orderId) orderId = (await api.get('cart')).sessionOrders[0]?.id ?? null;
  return { props: { order: orderId ? await loadOrder(api, orderId) : null } };
});

export default function ThankYouPage({ order }: Props) {
  return (
    <>
      <CheckoutHead />
      <ThankYou order={order} />
    </>
  );
}
