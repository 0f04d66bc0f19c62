// Log out: GET logout as the page loads, the cart reset and reloaded, "You're logged out" and links
// onward. Reached from another site (a link there), it asks first: nobody else may log shoppers out.
import { LogoutPage, type LogoutPageProps } from '../components/account/LogoutPage';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<LogoutPageProps, 'confirmFirst'>>('/logout', async ({ req }) => ({
  props: { confirmFirst: req.headers['sec-fetch-site'] === 'cross-site' },
}));

export default LogoutPage;
