/**
 * npm run return:receive -- <RMA or return id>: a return's parcel arrived (server/returns/receive.ts)
 * on the app's database (DATABASE_URL, else SQLITE_FILE): the units go back to stock, an exchange
 * ships as a free order, the refund lines are refunded through the brand's payment processor, and
 * the shopper is mailed. Exits 1 with the reason when the return is unknown or done already.
 */
import { refusalExits1, runCommand, withDb } from './lib/command';
import { receiveReturn } from '../server/returns/receive';
import { formatMoney } from '../lib/format/money';

const USAGE = 'Usage: npm run return:receive -- <RMA, e.g. R1042-1, or return id>';

async function main(args: string[]): Promise<number> {
  const [ref] = args;
  if (!ref || args.length > 1 || !/^(R\d{1,12}-\d{1,4}|\d{1,12})$/i.test(ref)) {
    console.error(USAGE);
    return 2;
  }
  return refusalExits1(async () => {
    const r = await withDb((db) => receiveReturn(db, ref));
    const parts = [`refunded ${formatMoney(r.refund ?? 0)}`, ...(r.exchangeOrderId ? [`exchange ships as order #${r.exchangeOrderId}`] : [])];
    console.log(`return ${r.rma}: received; ${parts.join('; ')}; mail queued`);
    return 0;
  });
}

runCommand(main);
