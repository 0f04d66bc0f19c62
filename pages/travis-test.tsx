// An internal test page: the CMS 'travis-test' page shows every content block type (noindex).
import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/travis-test', (ctx) => loadContent(ctx, 'travis-test'));

export default ContentRoute;
