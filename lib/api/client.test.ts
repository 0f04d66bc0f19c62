import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import { createRawApiClient } from './client';
import { ApiError, RetryError, readApiErrors } from './errors';

interface Seen {
  method: string;
  url: string;
  cookie?: string;
  fields?: Record<string, string>;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];
const counters: Record<string, number> = {};
// Tells a test that a request has reached the server, so it never races the network.
const arrivals = new EventEmitter();

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const name = url.pathname.replace('/api.php/', '');
    counters[name] = (counters[name] ?? 0) + 1;
    const rec: Seen = { method: req.method!, url: req.url!, cookie: req.headers.cookie };
    seen.push(rec);
    if (req.method === 'POST') {
      const fields: Record<string, string> = {};
      const bb = busboy({ headers: req.headers });
      bb.on('field', (k, v) => (fields[k] = v));
      bb.on('close', () => {
        rec.fields = fields;
        if (name === 'rejects') return reply(res, 422, { err: ['nope'] });
        reply(res, 200, { data: { echoed: fields } });
      });
      req.pipe(bb);
      return;
    }
    switch (name) {
      case 'ok':
        return reply(res, 200, { data: { host: url.searchParams.get('host'), q: url.searchParams.get('q') } });
      case 'flaky':
        return counters[name] < 3 ? reply(res, 503, { error: 'busy' }) : reply(res, 200, { data: 'third time' });
      case 'down':
        return reply(res, 500, { error: 'boom' });
      case 'bad':
        return reply(res, 400, { errors: ['', 'code: is required'] });
      case 'error-string':
        return reply(res, 200, { error: 'soft failure' });
      case 'slow':
        arrivals.emit(name);
        setTimeout(() => reply(res, 200, { data: 'late' }), 500);
        return;
      default:
        return reply(res, 404, { errors: ['Unknown'] });
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api.php/`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  seen.length = 0;
  for (const k of Object.keys(counters)) delete counters[k];
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const unexpected = (): any => {
  throw new Error('expected the call to fail');
};

const client = (cookie?: string) => createRawApiClient({ baseUrl: base, host: 'pureform.shop', cookie });

test('GET adds the host parameter and reads data.data', async () => {
  await expect(client().get('ok', { q: 'x', skip: undefined, none: null })).resolves.toEqual({ host: 'pureform.shop', q: 'x' });
  expect(seen[0].url).not.toMatch(/skip|none/);
});

test('GET retries twice by default and succeeds on the third attempt', async () => {
  await expect(client().get('flaky')).resolves.toBe('third time');
  expect(counters.flaky).toBe(3);
});

test("GET gives up after three attempts with 'Tried N times and still failed: {url}'", async () => {
  const err = await client().get('down').then(unexpected, (e) => e);
  expect(err).toBeInstanceOf(RetryError);
  expect(err.message).toBe(`Tried 3 times and still failed: ${base}down?host=pureform.shop`);
  expect(counters.down).toBe(3);
});

test('retries can be set per call', async () => {
  await expect(client().get('down', {}, { retries: 0 })).rejects.toThrow('Tried 1 times and still failed');
  expect(counters.down).toBe(1);
});

test('a 4xx is not retried and carries the first non-empty error list', async () => {
  const err = await client().get('bad').then(unexpected, (e) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err.status).toBe(400);
  expect(err.messages).toEqual(['code: is required']);
  expect(counters.bad).toBe(1);
});

test('an error field in a 200 answer is an error', async () => {
  await expect(client().get('error-string')).rejects.toThrow('soft failure');
});

test('a timeout aborts the request and counts as a failed attempt', async () => {
  const err = await client().get('slow', {}, { timeoutMs: 100, retries: 1 }).then(unexpected, (e) => e);
  expect(err).toBeInstanceOf(RetryError);
  expect(err.attempts).toBe(2);
});

test('an outer signal cancels the call', async () => {
  const ctrl = new AbortController();
  const arrived = once(arrivals, 'slow');
  const p = client().get('slow', {}, { signal: ctrl.signal });
  await arrived;
  ctrl.abort(new Error('user left'));
  await expect(p).rejects.toThrow('user left');
  expect(counters.slow).toBe(1);
});

test('POST sends multipart form data without null or undefined values, and forwards the cookie', async () => {
  const out = await client('shop_sid=abc').post<{ echoed: Record<string, string> }>('echo', { code: '10First', qty: 2, flag: false, gone: null, missing: undefined });
  expect(out.echoed).toEqual({ code: '10First', qty: '2', flag: 'false' });
  expect(seen[0].cookie).toBe('shop_sid=abc');
  expect(seen[0].url).toContain('host=pureform.shop');
});

test('POST errors are read from err', async () => {
  const err = await client().post('rejects', { a: 1 }).then(unexpected, (e) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err.messages).toEqual(['nope']);
});

test('network failure on a closed port is retried then reported', async () => {
  const dead = createRawApiClient({ baseUrl: 'http://127.0.0.1:1/api.php/', host: 'h' });
  await expect(dead.get('x', {}, { retries: 1 })).rejects.toThrow('Tried 2 times and still failed: http://127.0.0.1:1/api.php/x?host=h');
});

describe('readApiErrors', () => {
  test.each([
    [{ errors: ['a', 'b'] }, ['a', 'b']],
    [{ errors: [], error: 'x' }, ['x']],
    [{ errors: '', error: '', err: 'y' }, ['y']],
    [{ err: ['', 'z'] }, ['z']],
    [{ data: 1 }, []],
    [null, []],
    ['text', []],
  ])('%j → %j', (body, expected) => expect(readApiErrors(body)).toEqual(expected));
});

test('a transport that cannot be cancelled still gives up after the timeout, and its answers come through', async () => {
  const signals: AbortSignal[] = [];
  const hanging = Object.assign(
    (req: { signal: AbortSignal; path: string }) => {
      signals.push(req.signal);
      if (req.path === 'ok') return Promise.resolve({ status: 200, body: { data: 'fine' }, setCookies: [] });
      return new Promise<never>(() => {});
    },
    { cancellable: false },
  );
  const api = createRawApiClient({ baseUrl: '/api.php/', host: 'pureform.shop', transport: hanging });
  await expect(api.get('ok')).resolves.toBe('fine');
  const err = await api.get('hangs', {}, { timeoutMs: 50, retries: 1 }).then(unexpected, (e) => e);
  expect(err).toBeInstanceOf(RetryError);
  expect(err.attempts).toBe(2);
  expect(signals.every((s) => !s.aborted)).toBe(true);
});

test('onAnswer: each call answered without an error, once, with the fields as sent and the answer’s data; failures never', async () => {
  const onAnswer = jest.fn();
  const c = createRawApiClient({ baseUrl: base, host: 'pureform.shop', onAnswer });
  await c.get('flaky');
  await c.post('echo', { itemId: 5, color: 'Red', none: null });
  await c.get('ok', { q: 'x' });
  await c.get('bad').catch(() => undefined);
  await c.get('down', {}, { retries: 0 }).catch(() => undefined);
  await c.get('error-string').catch(() => undefined);
  await c.post('rejects', { a: '1' }).catch(() => undefined);
  expect(onAnswer.mock.calls).toEqual([
    [{ method: 'GET', path: 'flaky', fields: {}, data: 'third time' }],
    [{ method: 'POST', path: 'echo', fields: { itemId: '5', color: 'Red' }, data: { echoed: { itemId: '5', color: 'Red' } } }],
    [{ method: 'GET', path: 'ok', fields: { q: 'x' }, data: { host: 'pureform.shop', q: 'x' } }],
  ]);
});
