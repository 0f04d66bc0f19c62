/**
 * The back office's pages, served by one Next page (pages/admin/[[...path]].tsx). One page instead of
 * one per screen keeps the back office out of the build manifest that every shopper page loads
 * (about 90 bytes gzip per page entry; docs/admin.md, "Where it is served"). Each screen's code is
 * its own chunk, loaded only on its own URL.
 */
export const SCREENS = ['orders', 'order', 'customers', 'customer', 'items', 'item', 'codes', 'sets', 'offers', 'reports', 'staff', 'audit', 'sign-in', 'set-password'] as const;
export type ScreenName = (typeof SCREENS)[number];

export interface ScreenMatch {
  screen: ScreenName;
  /** The record's id from the URL (`/admin/orders/<id>`), as typed: the API checks it. */
  id: string | null;
}

/** Screens at `/admin/<segment>` and `/admin/<segment>/<id>`. */
const LISTS: Record<string, ScreenName> = { customers: 'customers', items: 'items', codes: 'codes', sets: 'sets', offers: 'offers', reports: 'reports', staff: 'staff', audit: 'audit', 'sign-in': 'sign-in', 'set-password': 'set-password' };
const RECORDS: Record<string, ScreenName> = { orders: 'order', customers: 'customer', items: 'item' };

const own = (table: Record<string, ScreenName>, key: string): ScreenName | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** The screen for the path's segments after `/admin`, or null (a 404). */
export function matchAdminPath(segments: readonly string[]): ScreenMatch | null {
  if (segments.length === 0) return { screen: 'orders', id: null };
  const [first, id] = segments;
  if (segments.length === 1) {
    const screen = own(LISTS, first);
    return screen ? { screen, id: null } : null;
  }
  if (segments.length === 2 && id) {
    const screen = own(RECORDS, first);
    return screen ? { screen, id } : null;
  }
  return null;
}
