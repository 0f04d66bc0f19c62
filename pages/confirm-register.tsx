// The registration e-mail's link: confirms the account on a button press (POST confirm-register), never on GET.
import { ConfirmRegisterPage, type ConfirmRegisterPageProps } from '../components/account/ConfirmRegisterPage';
import { tokenParam } from '../lib/account/token';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<ConfirmRegisterPageProps, 'token'>>('/confirm-register', async ({ query }) => ({
  props: { token: tokenParam(query.token) },
}));

export default ConfirmRegisterPage;
