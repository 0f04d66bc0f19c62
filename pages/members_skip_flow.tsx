// Skip a month (protected, VIP club): GET club with the shopper's cookie; a visitor goes to log in, a
// brand without a club answers 404.
import { SkipFlowPage } from '../components/club/SkipFlowPage';
import type { ClubPageProps } from '../components/club/ClubPageProps';
import { clubPageProps } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<ClubPageProps, 'membership'>>('/members_skip_flow', ({ api }) => clubPageProps(api, '/members_skip_flow'));

export default SkipFlowPage;
