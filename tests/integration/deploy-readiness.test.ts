import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { RETRY_AFTER_MS, databaseStatus, getDb, migrateDatabase, pendingMigrations, dialectName, seedDatabase, closeDb } from '../../server/db';
import { markDraining, readiness } from '../../server/ops/health';
import { demoEmail } from '../../server/seed';

// A production database: nothing migrates or seeds it on first use (DB_AUTO_SETUP=0 stands for
// NODE_ENV=production, which Jest cannot set for the whole process).
process.env.DB_AUTO_SETUP = '0';
setupTestDatabase('readiness');
const api = withApiServer();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a production database is migrated by the deploy step, not by the first request', () => {
  test('a fresh database is not ready: /readyz names the pending migrations and the API answers 503', async () => {
    const status = await databaseStatus();
    expect(status.reachable).toBe(true);
    expect(status.pending).toContain('001_initial');
    const ready = await readiness();
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual(expect.objectContaining({ status: 'unavailable', reason: expect.stringMatching(/migrations pending/) }));
    const res = await api.request('GET', 'settings', { host: 'pf.localhost' });
    expect(res.status).toBe(503);
    expect(res.body.errors).toEqual(['The shop is not available right now. Please try again in a moment.']);
    // Still not migrated: the request changed nothing.
    expect((await databaseStatus()).pending).toEqual(status.pending);
  });

  test('after npm run db:migrate the same process serves (the failure was not kept), with no demo customers', async () => {
    const applied = await migrateDatabase();
    expect(applied).toContain('001_initial');
    expect(await migrateDatabase()).toEqual([]);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
    await pause(RETRY_AFTER_MS + 50);
    const db = await getDb();
    expect(await pendingMigrations(db, dialectName())).toEqual([]);
    const customers = await db.selectFrom('customers').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(customers.n)).toBe(0);
    // Served (not 503); the store has no settings until its content is loaded.
    expect((await api.request('GET', 'settings', { host: 'pf.localhost' })).status).toBe(404);
  });

  test('db:seed --catalog-only loads the stores without any demo customer', async () => {
    await seedDatabase({ demoCustomers: false });
    const db = await getDb();
    const count = async (table: 'customers' | 'orders' | 'items') =>
      Number((await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('customers')).toBe(0);
    expect(await count('orders')).toBe(0);
    expect(await count('items')).toBeGreaterThan(100);
    const res = await api.request('GET', 'settings', { host: 'pf.localhost' });
    expect(res.status).toBe(200);
    const login = await api.request('POST', 'login', { host: 'pf.localhost', fields: { email: demoEmail('pf'), password: 'demo-password' } });
    expect(login.status).toBeGreaterThanOrEqual(400);
  });
});

// A TCP relay in front of PostgreSQL that can be taken down and brought back.
function relay(target: { host: string; port: number }) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let port = 0;
  return {
    async up() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((r) => server!.listen(port, '127.0.0.1', () => r()));
      port = (server.address() as AddressInfo).port;
      return port;
    },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server = null;
    },
  };
}

const pgOnly = process.env.DATABASE_URL ? describe : describe.skip;
pgOnly('PostgreSQL down at start-up, then back', () => {
  test('readiness says unreachable while it is down, and the same process serves once it is back', async () => {
    const url = new URL(String(process.env.DATABASE_URL));
    const r = relay({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await r.up();
    await r.down();
    const real = process.env.DATABASE_URL;
    await closeDb();
    const proxied = new URL(String(real));
    proxied.port = String(port);
    process.env.DATABASE_URL = proxied.toString();
    try {
      expect(await readiness()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' } });
      await expect(getDb()).rejects.toMatchObject({ status: 503 });
      expect((await api.request('GET', 'settings', { host: 'pf.localhost' })).status).toBe(503);
      await r.up();
      expect((await readiness()).status).toBe(200);
      await pause(RETRY_AFTER_MS + 50);
      expect((await api.request('GET', 'settings', { host: 'pf.localhost' })).status).toBe(200);
    } finally {
      await closeDb();
      process.env.DATABASE_URL = real;
      await r.down();
    }
  });
});

const sqliteOnly = process.env.DATABASE_URL ? describe.skip : describe;
sqliteOnly('SQLite file that cannot be opened at start-up, then can', () => {
  test('readiness says unreachable, and the process serves once the file can be opened', async () => {
    const real = process.env.SQLITE_FILE;
    await closeDb();
    // A directory path under a regular file cannot be created.
    process.env.SQLITE_FILE = `${__filename}/cannot/shop.sqlite`;
    try {
      expect((await readiness()).status).toBe(503);
      await expect(getDb()).rejects.toBeTruthy();
      process.env.SQLITE_FILE = real;
      expect((await readiness()).status).toBe(200);
      expect((await api.request('GET', 'settings', { host: 'pf.localhost' })).status).toBe(200);
    } finally {
      process.env.SQLITE_FILE = real;
    }
  });
});

describe('shutting down', () => {
  test('once draining, /readyz answers 503 so the load balancer stops sending requests', async () => {
    expect((await readiness()).status).toBe(200);
    markDraining();
    expect(await readiness()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'shutting down' } });
  });
});
