/**
 * npm run staff:create -- --email <email> --brand <all|pf,…> --role <role> [--refund-limit <dollars>] [--origin <https://host>]:
 * adds a back-office staff member (server/admin/, docs/admin.md) to the app's database
 * (DATABASE_URL, else SQLITE_FILE) and prints their one-time set-password link (24 hours; only
 * its hash is stored). The link's origin is --origin, else the default brand's first host over
 * https. The creation is written to the audit log (staff id 0: the command line). Exits 1 when
 * the email has an account already, 2 on bad usage.
 */
import { runCommand, withDb } from './lib/command';
import { BRANDS, brandById, defaultBrandId } from '../brands';
import { storeHost } from '../lib/api/shared';
import { parseStaffCreateArgs } from '../server/admin/createArgs';
import { createStaff, setPasswordLink } from '../server/admin/staffAccounts';
import { writeAudit, COMMAND_LINE_STAFF_ID } from '../server/admin/audit';
import { inTransaction, isUniqueViolation } from '../server/db/tx';

async function main(args: string[]): Promise<number> {
  const parsed = parseStaffCreateArgs(args, BRANDS.map((b) => b.id));
  if ('error' in parsed) {
    console.error(parsed.error);
    return 2;
  }
  const origin = parsed.origin ?? `https://${storeHost(brandById(defaultBrandId()))}`;
  try {
    const { staffId, token } = await withDb((db) =>
      inTransaction(db, async (trx) => {
        const made = await createStaff(trx, { email: parsed.email, role: parsed.role, brands: parsed.brands, refundLimitCents: parsed.refundLimitCents });
        await writeAudit(trx, {
          staffId: COMMAND_LINE_STAFF_ID, action: 'staff.create', recordType: 'staff', recordId: String(made.staffId), before: null,
          after: { email: parsed.email, role: parsed.role, brands: parsed.brands, refundLimitCents: parsed.refundLimitCents }, ip: null,
        });
        return made;
      }),
    );
    console.log(`staff #${staffId} created (${parsed.role}). Send them this one-time link (it works for 24 hours) to set a password and an authenticator app:`);
    console.log(setPasswordLink(origin, token));
    return 0;
  } catch (err) {
    if (isUniqueViolation(err)) {
      console.error('--email: a staff member with this email exists already');
      return 1;
    }
    throw err;
  }
}

runCommand(main);
