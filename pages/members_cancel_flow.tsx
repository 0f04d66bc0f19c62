// Cancel the membership: skipping or pausing offered first (protected, VIP club): GET club with the shopper's cookie; a visitor goes to log in, a
// brand without a club answers 404.
import { CancelFlowPage } from '../components/club/CancelFlowPage';
import type { ClubPageProps } from '../components/club/ClubPageProps';
import { clubPageProps } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<ClubPageProps, 'membership'>>('/members_cancel_flow', ({ api }) => clubPageProps(api, '/members_cancel_flow'));

export default CancelFlowPage;
