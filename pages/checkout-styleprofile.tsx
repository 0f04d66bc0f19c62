import { brandPage } from '../lib/page/brandPage';
import { loadOrderBumps } from '../lib/checkout/offers';
import { nextOfferPath } from '../lib/checkout/nextPage';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { StyleProfileQuiz, type StyleEntry } from '../components/checkout/StyleProfileQuiz';

interface Props {
  initial: StyleEntry[];
  sizes: string[];
  nextPath: string;
  persona: string;
}

export const getServerSideProps = brandPage<Props>('/checkout-styleprofile', async ({ api, settings }) => {
  const [bumps, profile] = await Promise.all([
    loadOrderBumps(api),
    api.get('style-profile').catch(() => ({ style_profile: [] })),
  ]);
  const nextPath = nextOfferPath({ pageOfferType: 'ob', currentId: null, orderObIds: bumps.map((o) => o.id), orderOtoIds: [] });
  return { props: { initial: profile?.style_profile ?? [], sizes: settings.sizes ?? [], nextPath, persona: settings.personaFullName ?? '' } };
});

export default function CheckoutStyleProfile(props: Props) {
  return (
    <>
      <CheckoutHead />
      <StyleProfileQuiz {...props} />
    </>
  );
}
