// Cancel the membership: reason and comment (protected, VIP club): GET club with the shopper's cookie; a visitor goes to log in, a
// brand without a club answers 404.
import { CancelFormPage } from '../components/club/CancelFormPage';
import type { ClubPageProps } from '../components/club/ClubPageProps';
import { clubPageProps } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<ClubPageProps, 'membership'>>('/cancel-vip', ({ api }) => clubPageProps(api, '/cancel-vip'));

export default CancelFormPage;
