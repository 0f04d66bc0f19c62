import { brandById } from '../../../brands';
import type { DB } from '../../db';
import { HttpError } from '../../http/errors';
import { queuePasswordReset } from '../../accounts/passwordReset';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import type { ScopedCustomer } from './scope';

/**
 * Mails the customer the shop's own "forgot password" link (server/accounts/passwordReset.ts), on
 * their brand's canonical host. Staff never see the link or the password; the audit row names the
 * address it went to, never the token. The outbox's per-address cap answers 429.
 */
export async function sendPasswordResetFromBackOffice(db: DB, staff: Staff, c: ScopedCustomer, ip: string | null, now: Date): Promise<{ queued: true; to: string }> {
  const queued = await queuePasswordReset(db, brandById(c.brand_id), c);
  if (!queued) throw new HttpError(429, 'customer: this address has had too many account mails in the last hour; try again later');
  await writeAudit(db, { staffId: staff.id, action: 'customer.password-reset', recordType: 'customer', recordId: String(c.id), brandId: c.brand_id, before: null, after: { to: c.email }, ip }, now);
  return { queued: true, to: c.email };
}
