import type { DB } from '../db';
import type { AdminMail } from '../../lib/admin/types';

/**
 * The mails a brand sent, or has waiting, to one address, oldest first (at most `limit`), with their
 * delivery status. `subjectLike` narrows them (an order's number: '%#10042%').
 */
export async function mailsTo(db: DB, brandId: string, email: string, opts: { subjectLike?: string; limit?: number } = {}): Promise<AdminMail[]> {
  let q = db.selectFrom('email_outbox').select(['id', 'template', 'subject', 'status', 'created_at']).where('brand_id', '=', brandId).where('to_email', '=', email);
  if (opts.subjectLike) q = q.where('subject', 'like', opts.subjectLike);
  const rows = await q.orderBy('id', 'desc').limit(opts.limit ?? 100).execute();
  return rows.reverse().map((m) => ({ id: Number(m.id), template: m.template, subject: m.subject, status: m.status, createdAt: m.created_at }));
}
