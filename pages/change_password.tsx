// Change password (protected): GET account checks the session; a visitor goes to /login?next=/change_password.
import { ChangePasswordPage } from '../components/account/ChangePasswordPage';
import { accountOrLogin } from '../lib/account/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Record<string, never>>('/change_password', async ({ api }) => {
  const result = await accountOrLogin(api, '/change_password');
  return 'props' in result ? { props: {} } : result;
});

export default ChangePasswordPage;
