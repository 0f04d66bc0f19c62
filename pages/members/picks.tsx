// This month's picks (protected, VIP club): GET club/picks with the shopper's cookie. A visitor goes
// to log in, a brand without a club answers 404.
import { PicksPage, type PicksPageProps } from '../../components/club/PicksPage';
import { picksPageProps } from '../../lib/club/server';
import { brandPage } from '../../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<PicksPageProps, 'picks'>>('/members/picks', ({ api }) => picksPageProps(api, '/members/picks'));

export default PicksPage;
