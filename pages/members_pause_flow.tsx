// Pause or resume the membership (protected, VIP club): GET club with the shopper's cookie; a visitor goes to log in, a
// brand without a club answers 404.
import { PauseFlowPage } from '../components/club/PauseFlowPage';
import type { ClubPageProps } from '../components/club/ClubPageProps';
import { clubPageProps } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<ClubPageProps, 'membership'>>('/members_pause_flow', ({ api }) => clubPageProps(api, '/members_pause_flow'));

export default PauseFlowPage;
