// The same CMS landing pages as /landing/:id under the funnel-test path: slim layout, noindex.
import { ContentRoute } from '../../components/pages/content/ContentRoute';
import { loadLanding, type ContentProps } from '../../components/pages/content/load';
import { brandPage } from '../../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/funneltestoct17/[id]', (ctx) => loadLanding(ctx, 'landing'));

export default ContentRoute;
