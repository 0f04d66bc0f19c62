import type { DB } from '../db';
import type { Trx } from '../db/tx';
import type { ShopContext } from '../http/types';
import type { LandingRecorded } from '../../lib/analytics/types';
import type { RouteHandlers } from '../routes';
import { isNewsletterClick, landingKey, readLanding, type Landing } from './utm';

/** One touch as an order or club join keeps it (conversion_attributions.first_json / last_json). */
export interface Touch {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  clickIds: Record<string, string>;
  landingPath: string;
  landedAt: string;
  newsletter: boolean;
}

/** Landings counted per session at most (a session's touches stay bounded whatever a client sends). */
export const MAX_LANDINGS_PER_SESSION = 50;

/**
 * Stores one landing on the session (created if the shopper has none yet): the first landing of a
 * session stays its first touch, every new one becomes its last touch. The same landing again
 * (landingKey) changes nothing, and so does any landing past MAX_LANDINGS_PER_SESSION. Returns
 * whether it was recorded.
 */
export async function recordLanding(ctx: ShopContext, landing: Landing, now = new Date()): Promise<LandingRecorded> {
  const sessionId = await ctx.session.ensure();
  const newsletter = isNewsletterClick(landing.utm);
  const t = now.toISOString();
  const counted = await ctx.db.selectFrom('session_attribution').select('touches').where('session_id', '=', sessionId).executeTakeFirst();
  if (counted && Number(counted.touches) >= MAX_LANDINGS_PER_SESSION) return { recorded: false, newsletter };
  const row = await ctx.db
    .insertInto('utm_events')
    .values({
      brand_id: ctx.brand.id, session_id: sessionId,
      utm_source: landing.utm.utm_source ?? null, utm_medium: landing.utm.utm_medium ?? null, utm_campaign: landing.utm.utm_campaign ?? null,
      utm_term: landing.utm.utm_term ?? null, utm_content: landing.utm.utm_content ?? null,
      extras_json: JSON.stringify(landing.clickIds), landing_path: landing.landingPath, landing_key: landingKey(landing),
      newsletter: newsletter ? 1 : 0, created_at: t,
    })
    .onConflict((oc) => oc.columns(['brand_id', 'session_id', 'landing_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return { recorded: false, newsletter };
  const id = Number(row.id);
  await ctx.db
    .insertInto('session_attribution')
    .values({ session_id: sessionId, brand_id: ctx.brand.id, first_event_id: id, last_event_id: id, touches: 1, updated_at: t })
    .onConflict((oc) => oc.column('session_id').doUpdateSet((eb) => ({ last_event_id: id, touches: eb('session_attribution.touches', '+', 1), updated_at: t })))
    .execute();
  return { recorded: true, newsletter };
}

type TouchRow = {
  utm_source: string | null; utm_medium: string | null; utm_campaign: string | null; utm_term: string | null; utm_content: string | null;
  extras_json: string; landing_path: string; newsletter: number; created_at: string;
};

function toTouch(r: TouchRow): Touch {
  let clickIds: Record<string, string> = {};
  try {
    clickIds = JSON.parse(r.extras_json) as Record<string, string>;
  } catch {
    clickIds = {};
  }
  return {
    source: r.utm_source, medium: r.utm_medium, campaign: r.utm_campaign, term: r.utm_term, content: r.utm_content, clickIds,
    landingPath: r.landing_path, landedAt: r.created_at, newsletter: r.newsletter === 1,
  };
}

const TOUCH_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'extras_json', 'landing_path', 'newsletter', 'created_at'] as const;

/** The session's first and last touch, or null when it landed with no tracking parameters. */
export async function sessionTouches(db: DB | Trx, sessionId: string): Promise<{ first: Touch; last: Touch } | null> {
  const sa = await db.selectFrom('session_attribution').select(['first_event_id', 'last_event_id']).where('session_id', '=', sessionId).executeTakeFirst();
  if (!sa) return null;
  const rows = await db
    .selectFrom('utm_events')
    .select(['id', ...TOUCH_COLUMNS])
    .where('id', 'in', [sa.first_event_id, sa.last_event_id])
    .execute();
  const first = rows.find((r) => Number(r.id) === Number(sa.first_event_id));
  const last = rows.find((r) => Number(r.id) === Number(sa.last_event_id));
  if (!first || !last) return null;
  return { first: toTouch(first), last: toTouch(last) };
}

export type ConversionKind = 'order' | 'club';

/**
 * Records, inside the transaction that placed an order or started a club membership, what it is
 * attributed to (the session's first and last touch, copied: touches go when their session
 * expires) and, for every split test the session has a group in, a conversion of this kind (once
 * per session, test and kind). A session without touches is recorded with none ("direct").
 * Two small writes; nothing here reads or changes the order's amounts.
 */
export async function recordConversion(
  trx: Trx,
  c: { brandId: string; sessionId: string | null; kind: ConversionKind; refId: number; amountCents: number },
): Promise<void> {
  const t = new Date().toISOString();
  const touches = c.sessionId ? await sessionTouches(trx, c.sessionId) : null;
  await trx
    .insertInto('conversion_attributions')
    .values({
      brand_id: c.brandId, kind: c.kind, ref_id: c.refId, session_id: c.sessionId, amount_cents: c.amountCents,
      first_source: touches?.first.source ?? null, first_medium: touches?.first.medium ?? null, first_campaign: touches?.first.campaign ?? null,
      first_json: touches ? JSON.stringify(touches.first) : null,
      last_source: touches?.last.source ?? null, last_medium: touches?.last.medium ?? null, last_campaign: touches?.last.campaign ?? null,
      last_json: touches ? JSON.stringify(touches.last) : null,
      created_at: t,
    })
    .onConflict((oc) => oc.columns(['kind', 'ref_id']).doNothing())
    .execute();
  if (!c.sessionId) return;
  const groups = await trx
    .selectFrom('split_test_assignments')
    .select(['test_key', 'value'])
    .where('brand_id', '=', c.brandId)
    .where('session_id', '=', c.sessionId)
    .execute();
  if (groups.length === 0) return;
  await trx
    .insertInto('split_test_conversions')
    .values(groups.map((g) => ({ brand_id: c.brandId, session_id: c.sessionId as string, test_key: g.test_key, kind: c.kind, value: g.value, ref_id: c.refId, created_at: t })))
    .onConflict((oc) => oc.columns(['brand_id', 'session_id', 'test_key', 'kind']).doNothing())
    .execute();
}

/**
 * GET utm-data: the shopper's landing with tracking parameters (spec section 7), stored on the
 * session as first touch (kept) and last touch (replaced). The answer says whether it was new and
 * whether it is a newsletter click; the browser shows nothing.
 */
export const utmDataRoute = {
  async 'GET utm-data'(ctx) {
    const landing = readLanding(ctx.req.query);
    return recordLanding(ctx, landing);
  },
} satisfies RouteHandlers;
