/**
 * The page-level events derived by the analytics chunk from the page shown (its route and props,
 * which pageAnalytics.tsx gets from _app), so those pages carry no call site (issue 35). As the pages' own
 * effects did:
 * - the routes the spec marks "manual pageview tracking" (home, item/:id, social_media_specials/:id):
 *   the page view once per path while the page stays mounted (another page in between mounts it
 *   again), then, on the item page, Product Viewed once per item shown;
 * - the thank-you page: Order Completed (and Club Joined when the club was in the order) once per
 *   order and tab session, so a reload is not a second purchase (`firstTime`, plan.ts firstTimeFor).
 */
import type { OrderSummary } from '../checkout/types';
import type { EventProps, PlanEvent } from './events';
import { clubJoinedProps, orderCompletedProps } from './plan';
import { productProps } from './productProps';

/** What the analytics chunk needs of a page's props. */
export interface ShownPage {
  path?: string;
  item?: { id: number | string; name: string; price?: number | null };
  order?: OrderSummary | null;
}

export interface Shown {
  route: string;
  path?: string;
  item?: unknown;
}

export interface PageEvents {
  /** The manual page view's path (its referrer is filled in by start.ts, withReferrer). */
  view?: string;
  /** The page's events, after its page view. */
  events: { event: PlanEvent; props: EventProps }[];
  shown: Shown;
}

/** Next's route patterns of the manual page views (start.ts records none for their addresses). */
export const MANUAL_ROUTES: readonly string[] = ['/', '/item/[id]', '/social_media_specials/[id]'];

export function pageEvents(route: string, page: ShownPage | null, last: Shown | null, firstTime: (key: string) => boolean): PageEvents {
  const out: PageEvents = { events: [], shown: { route, path: page?.path, item: page?.item } };
  if (!page) return out;
  if (route === '/thank-you' && page.order && firstTime(`order-completed-${page.order.id}`)) {
    const props = orderCompletedProps(page.order);
    out.events.push({ event: 'Order Completed', props });
    if (props.club_in_order) out.events.push({ event: 'Club Joined', props: clubJoinedProps(page.order) });
  }
  if (!MANUAL_ROUTES.includes(route)) return out;
  const path = route === '/' ? '/' : page.path;
  const mounted = last?.route === route;
  if (path && (!mounted || last.path !== path)) out.view = path;
  if (route === '/item/[id]' && page.item && (!mounted || last.item !== page.item)) out.events.push({ event: 'Product Viewed', props: productProps(page.item) });
  return out;
}
