// Prepaid plans (protected, VIP club): GET club/prepay with the shopper's cookie. A visitor goes to
// log in, a brand without a club answers 404.
import { PrepayPage, type PrepayPageProps } from '../../components/club/PrepayPage';
import { prepayPageProps } from '../../lib/club/server';
import { brandPage } from '../../lib/page/brandPage';
import { rememberStripeOrigins } from '../../lib/security/paymentOrigins';

export const getServerSideProps = brandPage<Pick<PrepayPageProps, 'options'>>('/members/prepay', ({ api, settings, res }) => {
  // Buying may need the bank's confirmation through Stripe.js (a brand on Stripe only).
  if (settings.stripeJs) rememberStripeOrigins(res);
  return prepayPageProps(api, '/members/prepay');
});

export default PrepayPage;
