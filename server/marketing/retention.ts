import type { DB } from '../db';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long a pixel event is kept. Nothing reads it after its forward (Meta deduplicates within 48
 * hours and refuses events over 7 days old); the rows serve to deduplicate a late repeat and to
 * look into a forwarding problem.
 */
export const PIXEL_EVENT_RETENTION_MS = 30 * DAY_MS;

export interface MarketingPurgeSummary {
  /** Landings (utm_events) and session_attribution rows whose session is gone. */
  landings: number;
  sessionAttribution: number;
  /** Pixel events older than PIXEL_EVENT_RETENTION_MS that are not waiting to be forwarded. */
  pixelEvents: number;
  /** Collected events (POST collect) older than PIXEL_EVENT_RETENTION_MS that are not waiting to be forwarded. */
  collectedEvents: number;
}

const count = (r: { numDeletedRows: bigint } | undefined) => Number(r?.numDeletedRows ?? 0);

/**
 * Deletes what marketing kept per session once the session is gone (the cleanup job deletes
 * expired sessions): the landings with their click ids, and the session's first/last touch (an
 * order or club join already copied them into conversion_attributions). And old pixel events.
 * Split-test exposures and conversions stay: the experiment report counts them, and they hold no
 * more than the hash a dead session was known by.
 */
export async function purgeMarketing(db: DB, now: Date = new Date()): Promise<MarketingPurgeSummary> {
  const sessionAttribution = count(
    await db
      .deleteFrom('session_attribution')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sessions').select('sessions.id').whereRef('sessions.id', '=', 'session_attribution.session_id'))))
      .executeTakeFirst(),
  );
  const landings = count(
    await db
      .deleteFrom('utm_events')
      .where(({ eb, not, exists, selectFrom, or }) =>
        or([eb('session_id', 'is', null), not(exists(selectFrom('sessions').select('sessions.id').whereRef('sessions.id', '=', 'utm_events.session_id')))]),
      )
      .executeTakeFirst(),
  );
  const pixelEvents = count(
    await db
      .deleteFrom('pixel_events')
      .where('created_at', '<', new Date(now.getTime() - PIXEL_EVENT_RETENTION_MS).toISOString())
      .where('forward_status', 'not in', ['pending', 'sending'])
      .executeTakeFirst(),
  );
  const collectedEvents = count(
    await db
      .deleteFrom('collected_events')
      .where('created_at', '<', new Date(now.getTime() - PIXEL_EVENT_RETENTION_MS).toISOString())
      .where('forward_status', 'not in', ['pending', 'sending'])
      .executeTakeFirst(),
  );
  return { landings, sessionAttribution, pixelEvents, collectedEvents };
}
