// Design: /form/ is the index of the site's forms: a directory of every form (contact, feedback,
// order tracker, do-not-sell) under the CMS 'form' page's hero, then that page's own contact form.
import { ContentView } from '../../components/pages/content/ContentView';
import { loadContent, type ContentProps } from '../../components/pages/content/load';
import { FormsIndex } from '../../components/pages/extras/FormsIndex';
import { brandPage, type BrandPageProps } from '../../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/form', (ctx) => loadContent(ctx, 'form'));

export default function FormsPage({ page, path }: ContentProps & BrandPageProps) {
  return <ContentView page={page} path={path} afterHero={<FormsIndex />} />;
}
