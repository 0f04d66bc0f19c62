/**
 * npm run order:ship -- <orderId> <trackingNumber>: marks a paid order shipped with the carrier's
 * tracking number (server/orders/ship.ts) on the app's database (DATABASE_URL, else SQLITE_FILE):
 * the order and the post-purchase additions that ship with it, a 'Shipped' tracking event, and a
 * shipping notification queued for the shopper (delivered by the app or the worker through
 * SMTP_URL). Running it again with the same number changes nothing. Exits 1 with the reason when
 * the order cannot ship (unknown, not paid, already shipped with another number), 2 on bad usage.
 */
import { runCommand, withDb } from './lib/command';
import { ShipError, shipOrder } from '../server/orders/ship';

async function main(args: string[]): Promise<number> {
  const [rawId, tracking] = args;
  if (!rawId || !tracking || args.length > 2) {
    console.error('Usage: npm run order:ship -- <orderId> <trackingNumber>');
    return 2;
  }
  const orderId = /^#?\d{1,12}$/.test(rawId) ? Number(rawId.replace('#', '')) : NaN;
  try {
    const outcome = await withDb((db) => shipOrder(db, orderId, tracking));
    if (outcome.kind === 'already') console.log(`order #${outcome.orderId} had already shipped with tracking number ${outcome.trackingNumber}; nothing changed`);
    else {
      const withOrders = outcome.withOrders.length ? ` (with ${outcome.withOrders.map((id) => `#${id}`).join(', ')})` : '';
      console.log(`order #${outcome.orderId}${withOrders} shipped with tracking number ${outcome.trackingNumber}; shipping mail queued`);
    }
    return 0;
  } catch (err) {
    if (err instanceof ShipError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

runCommand(main);
