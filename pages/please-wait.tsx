import { brandPage } from '../lib/page/brandPage';
import { loadOffers, loadOrder, orderIdFrom, withOrder } from '../lib/checkout/offers';
import { nextOfferPath, shownSpecialOffers } from '../lib/checkout/nextPage';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { PleaseWait } from '../components/checkout/PleaseWait';

interface Props {
  nextPath: string;
}

export const getServerSideProps = brandPage<Props>('/please-wait', async ({ api, query }) => {
  const orderId = orderIdFrom(query.order);
  if (!orderId) return { redirect: { destination: '/thank-you', permanent: false } };
  // The order knows its first open special offer (offers depend on the order's flow).
  const order = await loadOrder(api, orderId);
  if (order?.next) return { props: { nextPath: order.next } };
  const offers = await loadOffers(api, 'special_offer');
  const next = nextOfferPath({ pageOfferType: 'oto', currentId: null, orderObIds: [], orderOtoIds: shownSpecialOffers(offers).map((o) => o.id) });
  return { props: { nextPath: withOrder(next, orderId) } };
});

export default function PleaseWaitPage({ nextPath }: Props) {
  return (
    <>
      <CheckoutHead />
      <PleaseWait nextPath={nextPath} />
    </>
  );
}
