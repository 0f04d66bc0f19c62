import { brandPage } from '../lib/page/brandPage';
import { rememberStripeOrigins } from '../lib/security/paymentOrigins';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { CheckoutScreen } from '../components/checkout/CheckoutScreen';

interface Props {
  walletEnabled: boolean;
  /** The brand's Stripe publishable key (the spec's stripeJs) when it takes payments through Stripe; null on the sandbox. */
  stripeKey: string | null;
}

export const getServerSideProps = brandPage<Props>('/checkout', async ({ settings, res }) => {
  const stripeKey = settings.stripeJs || null;
  if (stripeKey) rememberStripeOrigins(res);
  return { props: { walletEnabled: Boolean(settings.stripeJsApplePay), stripeKey } };
});

export default function Checkout({ walletEnabled, stripeKey }: Props) {
  return (
    <>
      <CheckoutHead />
      <CheckoutScreen walletEnabled={walletEnabled} stripeKey={stripeKey} />
    </>
  );
}
