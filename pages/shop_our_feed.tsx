import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/shop_our_feed', (ctx) => loadContent(ctx, 'shop_our_feed'));

export default ContentRoute;
