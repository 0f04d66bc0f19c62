// Payment methods (protected): GET payment-methods with the shopper's cookie; a visitor goes to /login?next=/change_payment.
import { PaymentMethodsPage, type PaymentMethodsPageProps } from '../components/payments/PaymentMethodsPage';
import { brandPage } from '../lib/page/brandPage';
import { paymentMethodsOrLogin } from '../lib/payments/server';
import { rememberStripeOrigins } from '../lib/security/paymentOrigins';

export const getServerSideProps = brandPage<Pick<PaymentMethodsPageProps, 'methods' | 'stripeKey'>>('/change_payment', async ({ api, settings, res }) => {
  const found = await paymentMethodsOrLogin(api);
  if (!('props' in found)) return found;
  // A brand on Stripe adds cards through Stripe's element (its origins in this page's policy only).
  const stripeKey = settings.stripeJs || null;
  if (stripeKey) rememberStripeOrigins(res);
  return { props: { ...(await found.props), stripeKey } };
});

export default PaymentMethodsPage;
