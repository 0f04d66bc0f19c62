// A skipped month confirmed (protected, VIP club): GET club with the shopper's cookie; ?month= names
// the month just skipped. A visitor goes to log in, a brand without a club answers 404.
import { SkipConfirmPage, type SkipConfirmPageProps } from '../components/club/SkipConfirmPage';
import { clubPageProps, monthParam } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<SkipConfirmPageProps, 'membership' | 'month'>>('/skip-vip', async ({ api, query }) => {
  const month = monthParam(query.month);
  const result = await clubPageProps(api, month ? `/skip-vip?month=${month}` : '/skip-vip');
  return 'props' in result ? { props: { ...result.props, month } } : result;
});

export default SkipConfirmPage;
