import { brandPage } from '../../lib/page/brandPage';
import { loadOfferById, loadOffers, loadOrder, orderIdFrom, withOrder } from '../../lib/checkout/offers';
import { nextOfferPath, shownSpecialOffers } from '../../lib/checkout/nextPage';
import type { Offer, OrderSummary } from '../../lib/checkout/types';
import { CheckoutHead } from '../../components/checkout/CheckoutHead';
import { SpecialOfferScreen } from '../../components/checkout/SpecialOfferScreen';

interface Props {
  offer: Offer;
  orderId: number;
  /** Where to go when the server's answer names no next page. */
  nextPath: string;
  /** The order's payment (the page says how the offer is charged after a Pay in 4 order). */
  payment: OrderSummary['payment'];
}

/**
 * A special offer is shown only while it is the order's next step (GET order/:id `next`): once it
 * was accepted or declined (Back from the thank-you page, an old tab), or the order's offers are
 * over, the page goes on to where the order stands (the next open offer, else thank-you). Someone
 * else's or an unknown order sees no offer.
 */
export const getServerSideProps = brandPage<Props>('/special-offer/[[...id]]', async ({ api, params, query }) => {
  const orderId = orderIdFrom(query.order);
  if (!orderId) return { redirect: { destination: '/thank-you', permanent: false } };
  const thankYou = { redirect: { destination: withOrder('/thank-you', orderId), permanent: false } };
  const id = Array.isArray(params?.id) ? params.id[0] : undefined;
  const order = await loadOrder(api, orderId);
  if (!order) return thankYou;
  if (!id || order.next !== withOrder(`/special-offer/${encodeURIComponent(id)}`, orderId)) {
    return order.next ? { redirect: { destination: order.next, permanent: false } } : thankYou;
  }
  const [offer, offers] = await Promise.all([loadOfferById(api, id), loadOffers(api, 'special_offer')]);
  if (!offer || offer.kind !== 'special_offer') return thankYou;
  // After payment no order bumps remain, so the last special offer leads to thank-you.
  const next = nextOfferPath({ pageOfferType: 'oto', currentId: offer.id, orderObIds: [], orderOtoIds: shownSpecialOffers(offers).map((o) => o.id) });
  return { props: { offer, orderId, nextPath: withOrder(next, orderId), payment: order.payment ?? null } };
});

export default function SpecialOffer({ offer, orderId, nextPath, payment }: Props) {
  return (
    <>
      <CheckoutHead />
      <SpecialOfferScreen key={offer.id} offer={offer} orderId={orderId} nextPath={nextPath} payment={payment} />
    </>
  );
}
