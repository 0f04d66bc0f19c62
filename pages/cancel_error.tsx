// Why the membership could not be cancelled (protected, VIP club): GET club with the shopper's cookie; a visitor goes to log in, a
// brand without a club answers 404.
import { CancelErrorPage } from '../components/club/CancelErrorPage';
import type { ClubPageProps } from '../components/club/ClubPageProps';
import { clubPageProps } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';
import { rememberStripeOrigins } from '../lib/security/paymentOrigins';

export const getServerSideProps = brandPage<Pick<ClubPageProps, 'membership'>>('/cancel_error', ({ api, settings, res }) => {
  // Paying the balance may need the bank's confirmation through Stripe.js (a brand on Stripe only).
  if (settings.stripeJs) rememberStripeOrigins(res);
  return clubPageProps(api, '/cancel_error');
});

export default CancelErrorPage;
