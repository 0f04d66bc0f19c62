import { useEffect } from 'react';
import { page } from './index';

/**
 * The manual page view of the pages the spec marks so (home, item/:id, social_media_specials/:id):
 * once per path. The referrer is filled in by the facade's side (start.ts, withReferrer) from the
 * history buffer, so without analytics this hook subscribes to nothing and computes nothing.
 */
export function usePageView(path: string): void {
  useEffect(() => page({ path }), [path]);
}
