import type { CreateTableBuilder, Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * The back office (issue 38, docs/admin.md): staff accounts apart from shoppers.
 * - staff: one person who runs the shops. password_hash (server/accounts/password.ts) and
 *   totp_secret (base32) are null until the set-password link is used; totp_last_step is the last
 *   accepted TOTP time step (a code is never accepted twice). role: owner | support | fulfilment |
 *   merchandiser | marketing; brands: 'all' or a JSON array of brand ids; refund_limit_cents caps
 *   one refund of a support member (null: no limit); disabled_at set: cannot sign in.
 * - staff_tokens: the one-time set-password links; id is the SHA-256 of the token in the link.
 * - staff_sessions: id is the SHA-256 of the staff_sid cookie; 12 hours at most, 30 minutes idle.
 * - staff_audit: append-only (the code only inserts): who did what to which record, before and after;
 *   brand_id is the record's brand (an order's), null for staff records (only owners of every brand see those).
 * - order_notes: staff's internal notes on an order (never shown to the shopper).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const serial = <T extends string>(t: CreateTableBuilder<T, never>) => withSerialId(t, dialect);

  await serial(db.schema.createTable('staff'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('brands', 'text', (c) => c.notNull())
    .addColumn('refund_limit_cents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await serial(db.schema.createTable('staff_audit'))
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('brand_id', 'text')
    .execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').columns(['at', 'id']).execute();
  await db.schema.createIndex('staff_audit_record').on('staff_audit').columns(['record_type', 'record_id']).execute();

  await serial(db.schema.createTable('order_notes'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').column('order_id').execute();
}
