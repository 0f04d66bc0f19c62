process.env.SKIP_SEED = '1';
/**
 * A server process killed (SIGKILL) between the charge and the order's confirmation
 * (tests/probes/crashAfterCharge.ts): the payment was taken, the order is pending; the
 * reconciliation job confirms it once, a retry of the same submit answers the same order, and the
 * card is charged once (SQLite, PostgreSQL).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { PENDING_GRACE_MS, reconcilePayments } from '../../server/payments/reconcile';

setupTestDatabase('payments_crash');

const api = withApiServer(async () => insertShopFixture(await getDb()));
const root = path.resolve(__dirname, '../..');

/** Runs the checkout in a process of its own that is killed after the charge: its exit signal and what it printed. */
function checkoutInDyingServer(jar: CookieJar, fields: Record<string, string>): Promise<{ signal: string | null; stdout: string }> {
  const cookies = Object.fromEntries(jar.cookies);
  return new Promise((resolve) => {
    execFile(path.join(root, 'node_modules/.bin/tsx'), ['tests/probes/crashAfterCharge.ts'], {
      cwd: root,
      env: { ...process.env, CHECKOUT_FIELDS: JSON.stringify(fields), CHECKOUT_COOKIES: JSON.stringify(cookies) },
      timeout: 60_000,
    }, (err, stdout) => {
      // tsx runs the probe in a child node process and reports its SIGKILL as exit code 137 (128 + 9).
      const e = err as { signal?: string | null; code?: number } | null;
      resolve({ signal: e?.signal ?? (e?.code === 137 ? 'SIGKILL' : null), stdout });
    });
  });
}

test('killed between charge and confirmation: one pending order with one payment; the job confirms it once, a retry answers it, nothing is charged twice', async () => {
  const jar = new CookieJar();
  await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
  const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const fields = {
    idempotencyKey: `crash-${process.pid}-${Date.now()}`, email: 'ann@example.com', shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St',
    shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
  };

  const died = await checkoutInDyingServer(jar, fields);
  expect(died.signal).toBe('SIGKILL');
  expect(died.stdout).toContain('"status":"succeeded"');
  expect(died.stdout).not.toContain('answered');

  const db = await getDb();
  const pending = await db.selectFrom('orders').selectAll().where('idempotency_key', '=', fields.idempotencyKey).executeTakeFirstOrThrow();
  expect(pending.status).toBe('pending');
  const taken = await db.selectFrom('sandbox_payments').selectAll().where('idempotency_key', '=', pending.charge_key!).execute();
  expect(taken.map((p) => p.status)).toEqual(['succeeded']);

  const summary = await reconcilePayments(db, new Date(Date.now() + PENDING_GRACE_MS + 60_000));
  expect(summary.confirmed).toBe(1);
  expect((await db.selectFrom('orders').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow()).status).toBe('paid');
  expect(await db.selectFrom('payments').select('charge_id').where('order_id', '=', pending.id).execute()).toEqual([{ charge_id: taken[0].id }]);
  expect((await reconcilePayments(db, new Date(Date.now() + PENDING_GRACE_MS + 60_000))).confirmed).toBe(0);

  // The shopper's browser retries the submit it never got an answer to: the same order, no second charge.
  const retry = await api.request('POST', 'checkout', { jar, fields });
  expect(retry.status).toBe(200);
  expect(retry.body.data).toMatchObject({ orderId: Number(pending.id), repeated: true });
  expect(await db.selectFrom('sandbox_payments').select('id').where('reference_kind', '=', 'order').where('reference_id', '=', String(pending.id)).execute()).toHaveLength(1);
  const mails = await db.selectFrom('email_outbox').select('template').where('template', '=', 'order_confirmation').where('to_email', '=', 'ann@example.com').execute();
  expect(mails).toHaveLength(1);
}, 90_000);
