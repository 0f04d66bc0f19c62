// Create an account: name, email, password → POST register → the confirmation link by e-mail.
import { RegisterPage, type RegisterPageProps } from '@/components/account/RegisterPage';
import { brandPage } from '@/lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<RegisterPageProps, 'closed'>>('/register', async ({ brand }) => ({
  props: { closed: brand.registrationLocked === true },
}));

export default RegisterPage;
