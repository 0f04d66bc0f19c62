// Brand-wide customer reviews (GET reviews): rating summary, answers, pagination via ?page=.
import { CustomerReviewsPage, type CustomerReviewsProps } from '../components/pages/reviews/CustomerReviewsPage';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<CustomerReviewsProps>('/customer_reviews', async ({ api, query }) => {
  const raw = Array.isArray(query.page) ? query.page[0] : query.page;
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  if (raw !== undefined && String(page) !== raw) return { redirect: { destination: '/customer_reviews', permanent: false } };
  const data = await api.get('reviews', { page });
  const pageCount = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
  if (page > pageCount) return { notFound: true };
  return { props: { data } };
});

export default CustomerReviewsPage;
