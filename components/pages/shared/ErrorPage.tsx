import { useSessionStoreName } from '@/lib/brand/sessionStoreName';
import { errorCopy } from '@/lib/page/errorCopy';
import type { ErrorPageProps } from '@/lib/page/errorPage';
import { ErrorScreen } from './ErrorScreen';

/** The page of pages/_error: its status's copy, titled with the host's store. */
export function ErrorPage({ statusCode, storeName }: ErrorPageProps) {
  const sessionStoreName = useSessionStoreName();
  return <ErrorScreen {...errorCopy(statusCode)} storeName={storeName ?? sessionStoreName} />;
}
