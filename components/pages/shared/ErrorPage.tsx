import { errorCopy } from '../../../lib/page/errorCopy';
import type { ErrorPageProps } from '../../../lib/page/errorPage';
import { ErrorScreen } from './ErrorScreen';

/** The page of pages/_error: its status's copy, titled with the host's store, in its layout when _app gave it one. */
export function ErrorPage({ statusCode, storeName, brand }: ErrorPageProps) {
  return <ErrorScreen {...errorCopy(statusCode)} storeName={storeName ?? brand?.storeName ?? null} inLayout={Boolean(brand)} />;
}
