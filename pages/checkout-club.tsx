import { brandPage } from '../lib/page/brandPage';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { ClubOffer } from '../components/checkout/ClubOffer';

interface Props {
  clubName: string;
  clubMonthly: number;
  mainProductPlural: string;
}

export const getServerSideProps = brandPage<Props>({ cache: 'private', layout: 'checkout' }, async ({ settings, brand }) => ({
  props: { clubName: settings.clubName || brand.clubName, clubMonthly: Number(settings.clubMonthly) || 0, mainProductPlural: settings.mainProductPlural },
}));

export default function CheckoutClub({ clubName, clubMonthly, mainProductPlural }: Props) {
  return (
    <>
      <CheckoutHead />
      <ClubOffer clubName={clubName} clubMonthly={clubMonthly} mainProductPlural={mainProductPlural} />
    </>
  );
}
