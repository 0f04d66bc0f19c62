import type { BrandPageProps } from '../../../lib/page/brandPage';
import type { ContentProps } from './load';
import { ContentView } from './ContentView';

/** The default export of a plain content route: the CMS page, nothing else. */
export function ContentRoute({ page, path }: ContentProps & BrandPageProps) {
  return <ContentView page={page} path={path} />;
}
