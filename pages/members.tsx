// The members area (protected): GET account with the shopper's cookie; a visitor goes to /login?next=/members.
import { MembersPage, type MembersPageProps } from '../components/account/MembersPage';
import { accountOrLogin } from '../lib/account/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<MembersPageProps, 'account'>>('/members', ({ api }) => accountOrLogin(api, '/members'));

export default MembersPage;
