import { errorCopy } from '@/lib/page/errorCopy';
import { ErrorScreen } from './ErrorScreen';

/** The generic 404 page (pages/404.tsx and the catch-all's unknown slugs). */
export function NotFound() {
  return <ErrorScreen {...errorCopy(404)} />;
}
