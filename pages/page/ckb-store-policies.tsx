// FAQ and store policies. Brands have one or both policy pages in the CMS; a brand without
// 'ckb-store-policies' is redirected (307) to its other policies page.
import { ContentRoute } from '../../components/pages/content/ContentRoute';
import { loadContentOrAlternative, type ContentProps } from '../../components/pages/content/load';
import { brandPage } from '../../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/page/ckb-store-policies', (ctx) =>
  loadContentOrAlternative(ctx, 'ckb-store-policies', ['store-policies'], '/contact-us'),
);

export default ContentRoute;
