/**
 * npm run order:refund -- <orderId> [amount]: refunds an order through its brand's payment processor
 * (server/payments/refund.ts) on the app's database (DATABASE_URL, else SQLITE_FILE): the whole
 * amount not refunded yet, or `amount` in dollars (12.50). The refund is recorded, shown on the
 * shopper's order page, and a refund mail queued. Exits 1 with the reason when the order cannot be
 * refunded (unknown, not paid, more than is left), 2 on bad usage.
 */
import { refusalExits1, runCommand, withDb } from './lib/command';
import { refundOrder } from '../server/payments/refund';
import { formatCents, toCents } from '../lib/format/money';

const USAGE = 'Usage: npm run order:refund -- <orderId> [amount in dollars, e.g. 12.50]';

async function main(args: string[]): Promise<number> {
  const [rawId, rawAmount] = args;
  if (!rawId || args.length > 2 || !/^#?\d{1,12}$/.test(rawId) || (rawAmount !== undefined && !/^\$?\d{1,7}(\.\d{1,2})?$/.test(rawAmount))) {
    console.error(USAGE);
    return 2;
  }
  const orderId = Number(rawId.replace('#', ''));
  const amountCents = rawAmount === undefined ? null : toCents(Number(rawAmount.replace('$', '')));
  return refusalExits1(async () => {
    const r = await withDb((db) => refundOrder(db, { orderId, amountCents, reason: 'order:refund command' }));
    console.log(`order #${r.orderId}: refunded ${formatCents(r.amountCents)} (${formatCents(r.refundedCents)} of ${formatCents(r.paidCents)} refunded in all${r.full ? ', the whole order' : ''}); refund mail queued`);
    return 0;
  });
}

runCommand(main);
