import type { DB } from '../db';
import { inTransaction, nowIso } from '../db/tx';
import { utcDay } from './billingRules';
import { queueClubChangeMail } from './chargeMails';
import { clubPickReminderMail } from './mails';
import { loadClubRowById } from './membership';
import { pickPiece } from './piece';
import { PICKS_RULES } from './pieceKinds';
import { addDays, picksWindow, reminderDue } from './picksWindow';
import { parseSkipped, statusOf } from './rules';
import { monthOf } from '../../lib/club/months';

export interface PickRemindersSummary {
  reminded: number;
  errors: number;
}

/**
 * The picks reminder (issue 36): in the last two days of a billing date's picks window, each active
 * member who has not chosen gets one mail saying what the shop will send otherwise and linking to the
 * picks page. Once per membership and billing date (club_pick_reminders), whatever runs again.
 */
export async function sendPickReminders(db: DB, now: Date): Promise<PickRemindersSummary> {
  const today = utcDay(now);
  const summary: PickRemindersSummary = { reminded: 0, errors: 0 };
  for (const [brandId, rule] of Object.entries(PICKS_RULES)) {
    // reminderDue: today is the window's last day or the day before it.
    const from = addDays(today, rule.closesDaysBefore + 1);
    const to = addDays(today, rule.closesDaysBefore + 2);
    const due = await db.selectFrom('club_memberships as m')
      .leftJoin('club_piece_choices as c', (j) => j.onRef('c.membership_id', '=', 'm.id').onRef('c.billing_date', '=', 'm.next_billing_date'))
      .leftJoin('club_pick_reminders as r', (j) => j.onRef('r.membership_id', '=', 'm.id').onRef('r.billing_date', '=', 'm.next_billing_date'))
      .select('m.id').where('m.brand_id', '=', brandId).where('m.status', '=', 'active').where('m.paused', '=', 0).where('m.overdue', '=', 0)
      .where('m.next_billing_date', '>=', from).where('m.next_billing_date', '<=', to)
      .where('c.id', 'is', null).where('r.membership_id', 'is', null)
      .orderBy('m.id').execute();
    for (const { id } of due) {
      try {
        const sent = await inTransaction(db, async (trx) => {
          const row = await loadClubRowById(trx, Number(id));
          const date = row?.next_billing_date;
          if (!row || !date || statusOf(row) !== 'active' || parseSkipped(row.skipped_json).includes(monthOf(date))) return false;
          if (!reminderDue(picksWindow(rule, date, today), today)) return false;
          const taken = await trx.insertInto('club_pick_reminders').values({ membership_id: row.id, billing_date: date, sent_at: nowIso() })
            .onConflict((oc) => oc.columns(['membership_id', 'billing_date']).doNothing()).executeTakeFirst();
          if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return false;
          const suggestion = await pickPiece(trx, row);
          const lastDay = picksWindow(rule, date, today).lastDay;
          await queueClubChangeMail(trx, row, (brand, to) => clubPickReminderMail(brand, { to, billingDate: date, lastDay, suggestion: typeof suggestion === 'string' ? null : suggestion }), now);
          return true;
        });
        if (sent) summary.reminded += 1;
      } catch (err) {
        summary.errors += 1;
        console.error(JSON.stringify({ job: 'club-pick-reminders', membershipId: Number(id), error: err instanceof Error ? err.message : String(err) }));
      }
    }
  }
  return summary;
}
