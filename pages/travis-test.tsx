// The QA page (noindex, never in the sitemap): which brand and which build answered, then every
// content block type from the CMS 'travis-test' page, so design and accessibility checks cover them.
import { ContentView } from '../components/pages/content/ContentView';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { QaPanel, type QaInfo } from '../components/pages/qa/QaPanel';
import { brandPage, type BrandPageProps } from '../lib/page/brandPage';
import { buildId } from '../lib/qa/buildInfo';

type Props = ContentProps & { qa: QaInfo };

export const getServerSideProps = brandPage<Props>('/travis-test', async (ctx) => {
  const content = await loadContent(ctx, 'travis-test');
  if (!('props' in content)) return content;
  const qa: QaInfo = {
    brandId: ctx.brand.id,
    storeName: ctx.brand.storeName,
    host: String(ctx.req.headers.host ?? '').split(':')[0],
    buildId: buildId(),
    renderedAt: new Date().toISOString(),
  };
  return { props: { ...(await content.props), qa } };
});

export default function QaPage({ page, path, qa }: Props & BrandPageProps) {
  return <ContentView page={page} path={path} afterHero={<QaPanel info={qa} />} />;
}
