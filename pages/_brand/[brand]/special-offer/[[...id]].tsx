import { brandPage } from '../../../../lib/page/brandPage';
import { loadOffers, orderIdFrom, pickOffer, withOrder } from '../../../../lib/checkout/offers';
import { nextOfferPath } from '../../../../lib/checkout/nextPage';
import type { Offer } from '../../../../lib/checkout/types';
import { CheckoutHead } from '../../../../components/checkout/CheckoutHead';
import { SpecialOfferScreen } from '../../../../components/checkout/SpecialOfferScreen';

interface Props {
  offer: Offer;
  orderId: number;
  nextPath: string;
}

export const getServerSideProps = brandPage<Props>({ cache: 'private', layout: 'checkout' }, async ({ api, params, query }) => {
  const orderId = orderIdFrom(query.order);
  if (!orderId) return { redirect: { destination: '/thank-you', permanent: false } };
  const offers = await loadOffers(api, 'special_offer');
  const offer = pickOffer(offers, params?.id);
  if (!offer) return { redirect: { destination: withOrder('/thank-you', orderId), permanent: false } };
  // After payment no order bumps remain, so the last special offer leads to thank-you.
  const next = nextOfferPath({ pageOfferType: 'oto', currentId: offer.id, orderObIds: [], orderOtoIds: offers.map((o) => o.id) });
  return { props: { offer, orderId, nextPath: withOrder(next, orderId) } };
});

export default function SpecialOffer({ offer, orderId, nextPath }: Props) {
  return (
    <>
      <CheckoutHead />
      <SpecialOfferScreen key={offer.id} offer={offer} orderId={orderId} nextPath={nextPath} />
    </>
  );
}
