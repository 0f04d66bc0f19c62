import { useEffect } from 'react';
import { useHistoryBuffer } from '../checkout/navigation';
import { page } from './index';
import { referrerFrom } from './referrer';

/**
 * The manual page view of the pages the spec marks so (home, item/:id, social_media_specials/:id):
 * once per path, with the previous path of the history buffer as referrer (document.referrer on the
 * landing, when the buffer holds nothing before this page).
 */
export function usePageView(path: string): void {
  const buffer = useHistoryBuffer();
  useEffect(() => {
    page({ path, referrer: referrerFrom(buffer, path) ?? (document.referrer || undefined) });
    // Once per path: the buffer changing afterwards is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
}
