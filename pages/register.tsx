// Create an account: name, email, password → POST register → the confirmation link by e-mail.
import { RegisterPage, type RegisterPageProps } from '../components/account/RegisterPage';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<RegisterPageProps, 'closed'>>('/register', async ({ settings }) => ({
  props: { closed: settings.registrationLocked === true },
}));

export default RegisterPage;
