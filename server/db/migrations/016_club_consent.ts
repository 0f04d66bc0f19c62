import type { Kysely } from 'kysely';

/**
 * The club's automatic-renewal consent (issue 25): an order that joins the club records when the
 * shopper ticked the consent box, the version of the terms, and the disclosure text they were shown
 * (lib/club/disclosure.ts). Null on orders that do not join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('club_consent_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('club_terms_version', 'text').execute();
  await db.schema.alterTable('orders').addColumn('club_consent_text', 'text').execute();
}
