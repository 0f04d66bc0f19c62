// The members area (protected): GET account with the shopper's cookie; a visitor goes to /login?next=/members.
import { MembersPage, type MembersPageProps } from '../components/account/MembersPage';
import { accountOrLogin } from '../lib/account/server';
import { brandPage } from '../lib/page/brandPage';
import { rememberStripeOrigins } from '../lib/security/paymentOrigins';

export const getServerSideProps = brandPage<Pick<MembersPageProps, 'account'>>('/members', ({ api, settings, res }) => {
  // Paying a club balance may need the bank's confirmation through Stripe.js (a brand on Stripe only).
  if (settings.stripeJs) rememberStripeOrigins(res);
  return accountOrLogin(api, '/members');
});

export default MembersPage;
