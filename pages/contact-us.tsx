// Contact form: the CMS page's form block posts to POST form-submission (stored in form_submissions).
import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/contact-us', (ctx) => loadContent(ctx, 'contact-us'));

export default ContentRoute;
