// SVG gallery (noindex): every illustration the CMS ships for this brand, plus the brand's own marks.
import { ContentView } from '../components/pages/content/ContentView';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { BrandMarks } from '../components/pages/extras/BrandMarks';
import { brandPage, type BrandPageProps } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/svg-gallery', (ctx) => loadContent(ctx, 'svg-gallery'));

export default function SvgGalleryPage({ page, path }: ContentProps & BrandPageProps) {
  return (
    <ContentView page={page} path={path}>
      <BrandMarks />
    </ContentView>
  );
}
