import { brandPage } from '../lib/page/brandPage';
import { offersPaidClub } from '../lib/checkout/club';
import { rejoinCode, rejoinStep } from '../lib/club/rejoin';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { RejoinScreen, type RejoinScreenProps } from '../components/club/RejoinScreen';

export const getServerSideProps = brandPage<RejoinScreenProps>('/rejoin', async ({ api, settings, query }) => {
  const code = rejoinCode(query.code);
  const paidClub = offersPaidClub(settings);
  const cart = paidClub ? await api.get('cart') : null;
  const step = rejoinStep({ paidClub, loggedIn: Boolean(cart?.loggedIn), clubMember: Boolean(cart?.clubMember) }, code);
  if (step.kind === 'noClub') return { redirect: { destination: '/club', permanent: false } };
  if (step.kind === 'login') return { redirect: { destination: step.destination, permanent: false } };
  return { props: { step: step.kind, clubName: settings.clubName, clubMonthly: Number(settings.clubMonthly), code } };
});

export default function Rejoin(props: RejoinScreenProps) {
  return (
    <>
      <CheckoutHead />
      <RejoinScreen {...props} />
    </>
  );
}
