import { sendPickReminders, type PickRemindersSummary } from '../club/pickReminders';
import type { Job } from './types';

/** The club's picks reminders (server/club/pickReminders.ts): hourly; each member is reminded once per billing date. */
export const clubPickRemindersJob: Job<PickRemindersSummary> = {
  description: "mails each club member who has not chosen this month's piece, in the picks window's last two days",
  everyMs: 60 * 60_000,
  run: (db, { now }) => sendPickReminders(db, now),
  describe: (s) => `club pick reminders: ${s.reminded} sent${s.errors ? `, ${s.errors} failed` : ''}`,
};
