// Catch-all: a CMS page with this slug, else a real 404. A slug the CMS serves elsewhere
// (the home page, the /page/ FAQ pages, landings) redirects to its own path.
import { ContentRoute } from '../components/pages/content/ContentRoute';
import type { ContentProps } from '../components/pages/content/load';
import { getContentPage } from '../lib/content/pages';
import { contentPath } from '../lib/content/queries';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/[meta_wildcard]', async (ctx) => {
  const slug = String(ctx.params?.meta_wildcard ?? '');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(slug)) return { notFound: true };
  const page = await getContentPage(ctx.brand.id, slug);
  if (!page) return { notFound: true };
  const home = contentPath(page.slug, page._type === 'landing' ? page.kind ?? 'landing' : null);
  if (home !== `/${slug}`) return { redirect: { destination: home, permanent: false } };
  return { props: { page } };
});

export default ContentRoute;
