import type { Kysely } from 'kysely';

/**
 * Members' early access (issue 36: the club promises "early access to new drops and restocks"):
 * items.members_until is the moment a new drop or a restock opens to everyone (ISO 8601, UTC);
 * before it only the club's members (or a shopper joining the club in that cart) may buy the item.
 * Null: open to everyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').addColumn('members_until', 'text').execute();
}
