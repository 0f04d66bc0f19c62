import { sql } from 'kysely';
import type { DB } from '../../db';
import { dayStart, nextDay } from '../../marketing/reports';
import type { ClubDay } from '../../../lib/admin/reportTypes';
import type { ReportRequest } from './scope';

type Counted = { brand_id: string; day: string; n: string | number };

const keyed = (rows: readonly Counted[]) => new Map(rows.map((x) => [`${x.brand_id} ${x.day}`, Number(x.n)]));

/**
 * The club per day and brand: joins (memberships started that UTC day), cancellations
 * (memberships whose cancelled_at falls on it, whoever canceled), skips (club_events of kind
 * 'skip': a month skipped by the member or by staff; an undo is not subtracted) and active members
 * at the end of the day (started by then and not canceled by then; paused members count).
 */
export async function clubByDay(db: DB, r: Pick<ReportRequest, 'brandIds' | 'from' | 'to' | 'days'>): Promise<ClubDay[]> {
  if (!r.brandIds.length) return [];
  const start = dayStart(r.from);
  const end = dayStart(nextDay(r.to));
  const started = sql<string>`substr(started_at, 1, 10)`;
  const cancelled = sql<string>`substr(${sql.ref('cancelled_at')}, 1, 10)`;
  const at = sql<string>`substr(at, 1, 10)`;
  const [joins, cancels, skips, before] = await Promise.all([
    db.selectFrom('club_memberships').select(['brand_id', started.as('day'), sql<string>`count(*)`.as('n')])
      .where('brand_id', 'in', r.brandIds).where('started_at', '>=', start).where('started_at', '<', end).groupBy(['brand_id', started]).execute(),
    db.selectFrom('club_memberships').select(['brand_id', cancelled.as('day'), sql<string>`count(*)`.as('n')])
      .where('brand_id', 'in', r.brandIds).where('cancelled_at', '>=', start).where('cancelled_at', '<', end).groupBy(['brand_id', cancelled]).execute(),
    db.selectFrom('club_events').select(['brand_id', at.as('day'), sql<string>`count(*)`.as('n')])
      .where('brand_id', 'in', r.brandIds).where('kind', '=', 'skip').where('at', '>=', start).where('at', '<', end).groupBy(['brand_id', at]).execute(),
    // Members when the range starts: started before it and not canceled before it.
    db.selectFrom('club_memberships').select(['brand_id', sql<string>`count(*)`.as('n')])
      .where('brand_id', 'in', r.brandIds).where('started_at', '<', start)
      .where((eb) => eb.or([eb('cancelled_at', 'is', null), eb('cancelled_at', '>=', start)]))
      .groupBy('brand_id').execute(),
  ]);
  const j = keyed(joins);
  const c = keyed(cancels);
  const s = keyed(skips);
  const active = new Map(before.map((x) => [x.brand_id, Number(x.n)]));
  const out: ClubDay[] = [];
  for (const d of r.days) {
    for (const brandId of r.brandIds) {
      const k = `${brandId} ${d}`;
      const joined = j.get(k) ?? 0;
      const left = c.get(k) ?? 0;
      const members = (active.get(brandId) ?? 0) + joined - left;
      active.set(brandId, members);
      out.push({ day: d, brandId, joins: joined, cancellations: left, skips: s.get(k) ?? 0, activeMembers: members });
    }
  }
  return out;
}
