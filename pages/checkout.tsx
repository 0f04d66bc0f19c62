import { brandPage } from '../lib/page/brandPage';
import { CheckoutHead } from '../components/checkout/CheckoutHead';
import { CheckoutScreen } from '../components/checkout/CheckoutScreen';

interface Props {
  walletEnabled: boolean;
}

export const getServerSideProps = brandPage<Props>('/checkout', async ({ settings }) => ({
  props: { walletEnabled: Boolean(settings.stripeJsApplePay) },
}));

export default function Checkout({ walletEnabled }: Props) {
  return (
    <>
      <CheckoutHead />
      <CheckoutScreen walletEnabled={walletEnabled} />
    </>
  );
}
