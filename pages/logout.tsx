// Log out: GET logout as the page loads, the cart reset and reloaded, "You're logged out" and links onward.
import { LogoutPage } from '@/components/account/LogoutPage';
import { brandPage } from '@/lib/page/brandPage';

export const getServerSideProps = brandPage({ cache: 'private' });

export default LogoutPage;
