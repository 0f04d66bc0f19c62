// Feedback form (rating 1–5 and a message): the CMS page's form block posts to POST form-submission.
import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/customer-feedback', (ctx) => loadContent(ctx, 'customer-feedback'));

export default ContentRoute;
