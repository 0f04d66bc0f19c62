// VIP rejoin invitation (noindex in the CMS). A brand whose invitation lives at the other rejoin
// path is redirected (307) there; brands with a free club (no paid VIP to rejoin) go to /club.
import { ContentRoute } from '../components/pages/content/ContentRoute';
import { loadContentOrAlternative, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/pfviprejoininvitation', (ctx) =>
  loadContentOrAlternative(ctx, 'pfviprejoininvitation', ['ckb-rejoinvipinvitation'], '/club'),
);

export default ContentRoute;
