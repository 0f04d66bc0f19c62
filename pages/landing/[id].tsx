// Campaign landing page from the CMS: slim layout (no footer), noindex.
import { ContentRoute } from '@/components/pages/content/ContentRoute';
import { loadLanding, type ContentProps } from '@/components/pages/content/load';
import { brandPage } from '@/lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/landing/[id]', (ctx) => loadLanding(ctx, 'landing'));

export default ContentRoute;
