// Log in: email + password → POST login → ?next= (a same-site path, default /members). A shopper
// who is logged in already goes straight there.
import { LoginPage, type LoginPageProps } from '../components/account/LoginPage';
import { safeNextPath } from '../lib/account/nextPath';
import { loggedInCustomer } from '../lib/account/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<LoginPageProps, 'next'>>('/login', async ({ api, req, query }) => {
  const next = safeNextPath(query.next);
  if (await loggedInCustomer(api, req)) return { redirect: { destination: next, permanent: false } };
  return { props: { next } };
});

export default LoginPage;
