// The cancellation confirmed (protected, VIP club): GET club with the shopper's cookie; ?tracking=
// is the cancel answer's tracking number. A visitor goes to log in, a brand without a club answers 404.
import { CancelFeedbackPage, type CancelFeedbackPageProps } from '../components/club/CancelFeedbackPage';
import { clubPageProps, trackingParam } from '../lib/club/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<CancelFeedbackPageProps, 'membership' | 'trackingNumber'>>('/cancel_feedback', async ({ api, query }) => {
  const result = await clubPageProps(api, '/cancel_feedback');
  return 'props' in result ? { props: { ...result.props, trackingNumber: trackingParam(query.tracking) } } : result;
});

export default CancelFeedbackPage;
