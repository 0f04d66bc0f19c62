// Campaign landing pages' dates and code (content data: the landing document's `campaign`). Pure: safe in the browser.
import { longDateUtc } from '../format/dates';

/** A landing document's campaign: the days it runs (ISO dates, inclusive, UTC) and the discount code it gives. */
export interface Campaign {
  startsAt: string;
  /** Null: runs until taken down. */
  endsAt: string | null;
  /** The code the page applies for the shopper (its links carry `?coupon=`); null for none. */
  code: string | null;
}

export type CampaignState = 'upcoming' | 'live' | 'ended';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The campaign of a stored document, or null when it has none or its dates are not ISO days. */
export function parseCampaign(raw: unknown): Campaign | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  if (typeof c.startsAt !== 'string' || !ISO_DAY.test(c.startsAt)) return null;
  const endsAt = typeof c.endsAt === 'string' && ISO_DAY.test(c.endsAt) ? c.endsAt : null;
  const code = typeof c.code === 'string' && c.code.trim() ? c.code.trim() : null;
  return { startsAt: c.startsAt, endsAt, code };
}

/** Today as an ISO day in UTC (campaign dates are UTC days). */
export const isoToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Upcoming before its first day, live from its first to its last day (inclusive), ended after. */
export function campaignState(c: Pick<Campaign, 'startsAt' | 'endsAt'>, today: string): CampaignState {
  if (today < c.startsAt) return 'upcoming';
  if (c.endsAt !== null && today > c.endsAt) return 'ended';
  return 'live';
}

/** "May 31, 2026" for an ISO day. */
export function campaignDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return longDateUtc(new Date(Date.UTC(y, m - 1, d)));
}

/** The link with the campaign's code in the spec's `coupon` parameter (the cart applies it once loaded). */
export function withCoupon(href: string, code: string | null): string {
  if (!code || !href.startsWith('/')) return href;
  const [path, hash = ''] = href.split('#');
  const url = new URL(path, 'http://x');
  url.searchParams.set('coupon', code);
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}

/**
 * Where an ended campaign's page sends a request whose URL still carries a `coupon` (an old link):
 * the same page without it, so the cart never gets the code (lib/cart/effects.ts applies any
 * `coupon` it sees); the page then says the campaign has ended. Null when there is no coupon to drop.
 * Other parameters (utm_* and the like) are kept.
 */
export function endedCampaignRedirect(ownPath: string, search: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (!params.has('coupon')) return null;
  params.delete('coupon');
  const rest = params.toString();
  return rest ? `${ownPath}?${rest}` : ownPath;
}
