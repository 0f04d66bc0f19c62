/**
 * Server-side loader of campaign landings (/landing/:id, /social_media_specials/:id; used only inside
 * getServerSideProps, so the CMS client never reaches the browser bundle).
 */
import type { GetServerSidePropsResult } from 'next';
import { getLanding, listCampaigns } from '../../../lib/content/pages';
import { contentPath } from '../../../lib/content/queries';
import { campaignState, endedCampaignRedirect, isoToday } from '../../../lib/content/campaign';
import type { ContentPage, LandingKind } from '../../../lib/content/types';
import type { BrandPageContext } from '../../../lib/page/brandPage';

/** What the page shows of its campaign: running (with its code) or ended (with what is on now). */
export interface CampaignView {
  state: 'live' | 'ended';
  code: string | null;
  endsAt: string | null;
  /** For an ended campaign: the brand's campaigns running today. */
  onNow: { title: string; path: string }[];
}

export interface CampaignProps {
  page: ContentPage;
  /** Null for a landing that is not a campaign (no dates). */
  campaign: CampaignView | null;
}

/**
 * A landing by its id, with its campaign's state today (UTC): before its first day it is not
 * published (404; the cart's coupon effect applies no `?coupon=` on an error page, lib/cart/effects.ts);
 * after its last day the page says it has ended and lists the campaigns on now, and an old link's
 * `?coupon=` is dropped by a redirect to the page without it (an ended campaign's code is not put on
 * the cart).
 */
export async function loadCampaignLanding(
  ctx: BrandPageContext, kind: LandingKind, today = isoToday(),
): Promise<GetServerSidePropsResult<CampaignProps>> {
  const id = String(ctx.params?.id ?? '');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(id)) return { notFound: true };
  const page = await getLanding(ctx.brand.id, id, kind);
  if (!page) return { notFound: true };
  const c = page.campaign ?? null;
  if (!c) return { props: { page, campaign: null } };
  const state = campaignState(c, today);
  if (state === 'upcoming') return { notFound: true };
  const own = contentPath(page.slug, kind);
  if (state === 'ended') {
    const search = (ctx.resolvedUrl ?? ctx.req.url ?? '').split('?')[1] ?? '';
    const destination = endedCampaignRedirect(own, search);
    if (destination) return { redirect: { destination, permanent: false } };
  }
  const onNow = state === 'ended'
    ? (await listCampaigns(ctx.brand.id)).filter((l) => l.path !== own && campaignState(l.campaign, today) === 'live').map(({ title, path }) => ({ title, path }))
    : [];
  return { props: { page, campaign: { state, code: c.code, endsAt: c.endsAt, onNow } } };
}
