import type { Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * This month's picks (issue 36, server/club/picks.ts): club_piece_choices is the piece a member
 * chose for one billing date (one per membership and date; choosing again replaces it), used by the
 * billing run when that date's piece is reserved. club_pick_reminders records the reminder mail sent
 * for a billing date without a choice, so a member gets it once.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withSerialId(db.schema.createTable('club_piece_choices'), dialect)
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('billing_date', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('chosen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_piece_choices_date').unique().on('club_piece_choices').columns(['membership_id', 'billing_date']).execute();
  await db.schema.createTable('club_pick_reminders')
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('billing_date', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_pick_reminders_pk', ['membership_id', 'billing_date'])
    .execute();
}
