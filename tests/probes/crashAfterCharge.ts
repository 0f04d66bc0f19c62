/**
 * Run by tests/integration/payments-crash.test.ts in its own process, on the parent's database
 * (SQLITE_FILE, or DATABASE_URL with PG_SCHEMA): places one checkout (CHECKOUT_FIELDS, with the
 * shopper's CHECKOUT_COOKIES) through the shop API and kills this process with SIGKILL the moment
 * the processor has taken the payment, before the order is confirmed: a server dying between the
 * charge and the confirmation, with nothing of the shop's code running after it.
 */
import { handleShopRequest } from '../../server/http/router';
import { sandboxProcessor } from '../../server/payments/processors';

async function main() {
  const processor = sandboxProcessor();
  const charge = processor.createPayment.bind(processor);
  processor.createPayment = async (req) => {
    const taken = await charge(req);
    process.stdout.write(JSON.stringify({ charged: taken.id, status: taken.status }) + '\n');
    process.kill(process.pid, 'SIGKILL');
    return taken;
  };
  const answer = await handleShopRequest({
    method: 'POST', path: 'checkout', query: { host: 'pf.localhost' }, body: JSON.parse(String(process.env.CHECKOUT_FIELDS)),
    cookies: JSON.parse(String(process.env.CHECKOUT_COOKIES)), hostHeader: 'pf.localhost',
  });
  // Not reached when the charge is taken: the process is gone.
  process.stdout.write(JSON.stringify({ answered: answer.status }) + '\n');
  process.exit(0);
}

void main();
