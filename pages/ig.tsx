// Design: /ig is the landing page of the brand's Instagram bio link. The CMS holds a dedicated
// 'ig' page (shop-the-look tiles linking into the shop and the community feed), so it renders that
// page rather than redirecting to /shop_our_feed; it is noindex in the CMS (a campaign entry point).
import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/ig', (ctx) => loadContent(ctx, 'ig'));

export default ContentRoute;
