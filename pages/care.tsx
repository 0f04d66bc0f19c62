import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/care', (ctx) => loadContent(ctx, 'care'));

export default ContentRoute;
