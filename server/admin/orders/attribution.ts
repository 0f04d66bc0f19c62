import type { DB } from '../../db';
import type { AdminTouch, OrderAttribution } from '../../../lib/admin/types';

export type { OrderAttribution };

/** A click id's name as utm.ts stores it (fbclid, gclid, li_fat_id …); anything else is left out. */
const CLICK_ID_NAME = /^[a-z_]{1,20}$/;

function text(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/**
 * One stored touch (conversion_attributions.first_json / last_json, server/marketing/attribution.ts)
 * as the back office shows it. Nothing that could identify the shopper leaves the server: the
 * click ids' values are dropped (only which platforms' ids were there, e.g. "gclid"), and the
 * landing path loses its query string (it can carry click ids, or an email a mail tool added).
 */
export function touchView(json: string | null): AdminTouch | null {
  if (!json) return null;
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return null;
    raw = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const ids = raw.clickIds && typeof raw.clickIds === 'object' ? Object.keys(raw.clickIds).filter((k) => CLICK_ID_NAME.test(k)).sort() : [];
  const path = text(raw.landingPath);
  return {
    source: text(raw.source), medium: text(raw.medium), campaign: text(raw.campaign), term: text(raw.term), content: text(raw.content),
    landingPath: path ? path.replace(/[?#].*$/s, '') || '/' : null,
    landedAt: text(raw.landedAt),
    newsletter: raw.newsletter === true,
    clickIds: ids,
  };
}

/**
 * What the order was attributed to when it was placed (the row report:attribution counts): its
 * session's first and last touch, or null when it had none, "(direct)", or was placed before
 * attribution was recorded.
 */
export async function orderAttribution(db: DB, orderId: number): Promise<OrderAttribution | null> {
  const row = await db.selectFrom('conversion_attributions').select(['first_json', 'last_json'])
    .where('kind', '=', 'order').where('ref_id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const first = touchView(row.first_json);
  const last = touchView(row.last_json);
  if (!first || !last) return null;
  return { first, last };
}
