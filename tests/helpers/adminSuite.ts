import { getDb } from '../../server/db';
import { insertShopFixture } from '../../server/cart/__fixtures__/shop';
import type { TestApi } from './apiServer';
import { startAdminServer, type AdminTestServer } from './adminServer';
import { placeLeggingOrder } from './placeOrder';
import { testCustomers } from './customers';

/**
 * One back-office test file's server (shop and back-office APIs on one port) over the shop
 * fixture, and orders placed through the shop API by a logged-in shopper (whose jar reads the
 * order back through GET orders/:id, as the shopper's order page does).
 */
export function adminSuite() {
  let server: AdminTestServer | null = null;
  const running = (): AdminTestServer => {
    if (!server) throw new Error('the test server is not running');
    return server;
  };
  beforeAll(async () => {
    await insertShopFixture(await getDb());
    server = await startAdminServer();
  });
  afterAll(() => server?.close());
  const shopApi: TestApi = {
    get url() {
      return running().url;
    },
    close: () => running().close(),
    request: (method, path, opts) => running().shop(method, path, opts),
  };
  const customers = testCustomers(shopApi, 'shopper password 1');
  let n = 0;
  /** A paid pf order of a new logged-in shopper: its id and the shopper's jar. */
  async function placeOrder() {
    const email = `shopper-${process.pid}-${++n}@example.com`;
    await customers.insertCustomer('pf', email, 'Ann Lee');
    const jar = await customers.loggedIn(email);
    const orderId = await placeLeggingOrder(shopApi, jar, `admin-${process.pid}-${Date.now()}-${n}`);
    return { orderId, jar, email };
  }
  return { server: running, shopApi, placeOrder };
}
