import type { Kysely } from 'kysely';

/**
 * Several pieces a month (issue 36, the spec's clubMultiQty): club_memberships.pieces is how many
 * pieces a member takes each month (1 to 3, where the brand offers more than one); each is billed at
 * the membership's monthly price, and only the pieces that ship are charged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_memberships').addColumn('pieces', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
