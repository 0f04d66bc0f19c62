import { brandPage } from '../../lib/page/brandPage';
import { loadOrderBumps, pickOffer } from '../../lib/checkout/offers';
import { nextOfferPath } from '../../lib/checkout/nextPage';
import { withRequestQuery } from '../../lib/checkout/club';
import type { Offer } from '../../lib/checkout/types';
import { CheckoutHead } from '../../components/checkout/CheckoutHead';
import { OrderBumpScreen } from '../../components/checkout/OrderBumpScreen';

interface Props {
  offer: Offer;
  nextPath: string;
}

export const getServerSideProps = brandPage<Props>('/checkout-ob/[[...id]]', async ({ api, params, resolvedUrl }) => {
  const offers = await loadOrderBumps(api);
  const offer = pickOffer(offers, params?.id);
  if (!offer) return { redirect: { destination: withRequestQuery('/checkout', resolvedUrl), permanent: false } };
  // The funnel's way in (the cart's checkout button, a declined club offer): the first bump's own address.
  if (!params?.id) return { redirect: { destination: withRequestQuery(`/checkout-ob/${offer.id}`, resolvedUrl), permanent: false } };
  const nextPath = nextOfferPath({ pageOfferType: 'ob', currentId: offer.id, orderObIds: offers.map((o) => o.id), orderOtoIds: [] });
  return { props: { offer, nextPath } };
});

export default function CheckoutOrderBump({ offer, nextPath }: Props) {
  return (
    <>
      <CheckoutHead />
      <OrderBumpScreen key={offer.id} offer={offer} nextPath={nextPath} />
    </>
  );
}
