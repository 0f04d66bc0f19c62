import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/more-about-vip', (ctx) => loadContent(ctx, 'more-about-vip'));

export default ContentRoute;
