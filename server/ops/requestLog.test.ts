import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from './log';
import { logRequest } from './requestLog';

const lines: Record<string, unknown>[] = [];
const g = globalThis as typeof globalThis & { __shopLog?: unknown };
let server: http.Server;
let base = '';

beforeAll(async () => {
  g.__shopLog = createLogger(
    new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const l of chunk.toString('utf8').split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
        cb();
      },
    }),
    'info',
  );
  server = http.createServer((req, res) => {
    logRequest(req, res, { kind: 'api', route: 'orders/:id', brand: 'pf' });
    // A second call for the same response (a page's data request) neither logs twice nor changes the id.
    logRequest(req, res, { kind: 'page', route: '/other' });
    res.statusCode = req.url === '/fail' ? 500 : 200;
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  g.__shopLog = undefined;
  await new Promise((r) => server.close(r));
});

const settle = () => new Promise((r) => setTimeout(r, 30));

test('one JSON line per request with the caller’s request id echoed, brand, route, status and duration', async () => {
  lines.length = 0;
  const res = await fetch(`${base}/orders/12?email=ann@example.com`, { headers: { 'X-Request-Id': 'edge-42', Cookie: 'shop_session=secret-token' } });
  expect(res.headers.get('x-request-id')).toBe('edge-42');
  await settle();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toEqual(expect.objectContaining({ level: 'info', msg: 'request', reqId: 'edge-42', kind: 'api', method: 'GET', route: 'orders/:id', brand: 'pf', status: 200 }));
  expect(typeof lines[0].durationMs).toBe('number');
  const text = JSON.stringify(lines);
  for (const leak of ['ann@example.com', 'secret-token', 'orders/12']) expect(text).not.toContain(leak);
});

test('an unsafe request id is replaced; a 500 is logged at error', async () => {
  lines.length = 0;
  const res = await fetch(`${base}/fail`, { headers: { 'X-Request-Id': 'bad id<script>' } });
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await settle();
  expect(lines).toEqual([expect.objectContaining({ level: 'error', reqId: id, status: 500 })]);
});
