import { brandPage } from '../lib/page/brandPage';
import { clubOfferSkipDestination, offersPaidClub } from '../lib/checkout/club';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { ClubOffer } from '../components/checkout/ClubOffer';

interface Props {
  clubName: string;
  clubMonthly: number;
  mainProductPlural: string;
}

export const getServerSideProps = brandPage<Props>('/checkout-club', async ({ settings, resolvedUrl }) => {
  // A brand without a paid club has no offer to make: the shopper goes where declining leads.
  if (!offersPaidClub(settings)) {
    return { redirect: { destination: clubOfferSkipDestination(resolvedUrl), permanent: false } };
  }
  return {
    props: { clubName: settings.clubName, clubMonthly: Number(settings.clubMonthly), mainProductPlural: settings.mainProductPlural },
  };
});

export default function CheckoutClub({ clubName, clubMonthly, mainProductPlural }: Props) {
  return (
    <>
      <CheckoutHead />
      <ClubOffer clubName={clubName} clubMonthly={clubMonthly} mainProductPlural={mainProductPlural} />
    </>
  );
}
