import { type Kysely, type CreateTableBuilder } from 'kysely';
import { withSerialId, type DialectName as Dialect } from './columns';

/**
 * Customer accounts (register, log in, forgot password):
 * - account_tokens: the e-mailed confirm-register and reset-password links. id is the SHA-256 of
 *   the token in the link, so the table never holds a usable link; a register token carries the
 *   chosen name and the already hashed password until the address is confirmed;
 * - email_outbox: mails for an operator's mailer to deliver (sent_at null = not sent yet);
 * - login_failures: failed (and in-progress) log-in attempts per brand and email, for the throttle.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = <T extends string>(t: CreateTableBuilder<T, never>) => withSerialId(t, dialect);

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    // register | reset
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('customer_id', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_brand_email').on('account_tokens').columns(['brand_id', 'email']).execute();

  await serial(db.schema.createTable('email_outbox'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_unsent').on('email_outbox').columns(['sent_at', 'id']).execute();
  await db.schema.createIndex('email_outbox_recipient').on('email_outbox').columns(['brand_id', 'to_email', 'created_at']).execute();

  await serial(db.schema.createTable('login_failures'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_brand_email').on('login_failures').columns(['brand_id', 'email', 'created_at']).execute();
}
