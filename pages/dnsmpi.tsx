// Do Not Sell My Personal Information: the CMS explanation with a working opt-out button that
// sets the ten-year do-not-sell cookie (js-cookie) in this browser.
import { ContentView } from '../components/pages/content/ContentView';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { OptOutPanel } from '../components/pages/dnsmpi/OptOutPanel';
import { brandPage, type BrandPageProps } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/dnsmpi', (ctx) => loadContent(ctx, 'dnsmpi'));

export default function DoNotSellPage({ page, path }: ContentProps & BrandPageProps) {
  return <ContentView page={page} path={path} afterHero={<OptOutPanel />} />;
}
