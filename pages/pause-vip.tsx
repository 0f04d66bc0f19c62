// The pause confirmed, with Resume (protected, VIP club): GET club with the shopper's cookie; a
// visitor goes to log in, a brand without a club answers 404.
import { PauseConfirmPage } from '../components/club/PauseConfirmPage';
import type { ClubPageProps } from '../components/club/ClubPageProps';
import { clubPageProps } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<ClubPageProps, 'membership'>>('/pause-vip', ({ api }) => clubPageProps(api, '/pause-vip'));

export default PauseConfirmPage;
