/**
 * The page-level events of the routes the spec marks "manual pageview tracking" (home, item/:id,
 * social_media_specials/:id), derived by the analytics chunk from the page shown (its route and
 * props, which AnalyticsBoot gets from _app), so those pages carry no call site (issue 35). As the
 * pages' own effects did: the page view once per path while the page stays mounted (another page in
 * between mounts it again), then, on the item page, Product Viewed once per item shown.
 */
import type { EventProps } from './events';
import { productProps } from './productProps';

/** What the analytics chunk needs of a page's props. */
export interface ShownPage {
  path?: string;
  item?: { id: number | string; name: string; price?: number | null };
}

export interface Shown {
  route: string;
  path?: string;
  item?: unknown;
}

export interface PageEvents {
  /** The manual page view's path (its referrer is filled in by start.ts, withReferrer). */
  view?: string;
  product?: EventProps;
  shown: Shown;
}

/** Next's route patterns of the manual page views (start.ts records none for their addresses). */
export const MANUAL_ROUTES: readonly string[] = ['/', '/item/[id]', '/social_media_specials/[id]'];

export function pageEvents(route: string, page: ShownPage | null, last: Shown | null): PageEvents {
  const shown: Shown = { route, path: page?.path, item: page?.item };
  if (!page || !MANUAL_ROUTES.includes(route)) return { shown };
  const path = route === '/' ? '/' : page.path;
  const mounted = last?.route === route;
  const out: PageEvents = { shown };
  if (path && (!mounted || last.path !== path)) out.view = path;
  if (route === '/item/[id]' && page.item && (!mounted || last.item !== page.item)) out.product = productProps(page.item);
  return out;
}
