import { brandPage } from '../../lib/page/brandPage';
import { loadOrderBumps, pickOffer } from '../../lib/checkout/offers';
import { nextOfferPath } from '../../lib/checkout/nextPage';
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
  const query = resolvedUrl?.includes('?') ? resolvedUrl.slice(resolvedUrl.indexOf('?')) : '';
  if (!offer) return { redirect: { destination: `/checkout${query}`, permanent: false } };
  // The funnel's way in (the cart's checkout button, a declined club offer): the first bump's own address.
  if (!params?.id) return { redirect: { destination: `/checkout-ob/${offer.id}${query}`, permanent: false } };
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
