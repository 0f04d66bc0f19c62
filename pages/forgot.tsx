// Forgotten password: the e-mail for a reset link (POST forgot); with ?token= the new password (POST reset-password).
import { ForgotPage, type ForgotPageProps } from '../components/account/ForgotPage';
import { tokenParam } from '../lib/account/token';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<ForgotPageProps, 'token'>>('/forgot', async ({ query }) => ({
  props: { token: tokenParam(query.token) },
}));

export default ForgotPage;
