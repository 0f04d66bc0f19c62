import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';

const run = promisify(execFile);

/** Stands in for the error-reporting service's ingest endpoint: keeps every envelope posted. */
const envelopes: { path: string; body: string }[] = [];
const ingest = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    envelopes.push({ path: req.url ?? '', body: (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8') });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

interface SentEvent {
  exception?: { values?: { value?: string; stacktrace?: unknown }[] };
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
}

/** The error events among the envelopes (an envelope is a header line, then item header and payload lines). */
function sentEvents(): SentEvent[] {
  return envelopes.flatMap(({ body }) => {
    const lines = body.split('\n').filter(Boolean);
    const events: SentEvent[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) if ((JSON.parse(lines[i]) as { type: string }).type === 'event') events.push(JSON.parse(lines[i + 1]) as SentEvent);
    return events;
  });
}

const messageOf = (e: SentEvent) => e.exception?.values?.[0]?.value;

/** The event less its stack frames, whose source lines are the probe's code rather than shop data. */
function withoutFrames(e: SentEvent): string {
  return JSON.stringify({ ...e, exception: { values: e.exception?.values?.map((v) => ({ ...v, stacktrace: undefined })) } });
}

/** Runs tests/probes/errorReporting.ts in its own process with these variables; its printed result. */
async function probe(env: Record<string, string>): Promise<{ started: boolean; flushed: boolean; status: number; body: unknown }> {
  const root = path.resolve(__dirname, '../..');
  const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), ['tests/probes/errorReporting.ts'], {
    cwd: root,
    // A database path that cannot be opened: every shop API request fails inside, as on an outage.
    env: { ...process.env, DATABASE_URL: '', SQLITE_FILE: '/dev/null/shop.sqlite', SENTRY_DSN: '', ...env },
    timeout: 60_000,
  });
  return JSON.parse(stdout);
}

let dsn: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/7`;
});
afterAll(() => new Promise((resolve) => ingest.close(resolve)));
beforeEach(() => {
  envelopes.length = 0;
});

test('with a DSN: the shop API answers its generic 500 and the failure is reported with its route; card numbers are masked, page errors carry their route, the known noise is dropped', async () => {
  const result = await probe({ SENTRY_DSN: dsn });
  expect(result).toEqual({ started: true, flushed: true, status: 500, body: { errors: ['Something went wrong on our side. Please try again.'] } });
  expect(envelopes.length).toBeGreaterThan(0);
  expect(envelopes.every((e) => /^\/api\/7\/envelope\//.test(e.path))).toBe(true);

  const events = sentEvents();
  const apiFailure = events.find((e) => e.tags?.api_route === 'cart');
  expect(apiFailure && messageOf(apiFailure)).toMatch(/^EEXIST: file already exists, mkdir/);

  const charge = events.find((e) => messageOf(e)?.startsWith('charge failed'));
  expect(charge && messageOf(charge)).toBe('charge failed for [card number]');
  // The probe's card number in any form (a bare 4242 can occur in a report's memory figures or ids).
  expect(events.map(withoutFrames).join('\n')).not.toMatch(/4242[ -]?4242|42424242/);

  const page = events.find((e) => messageOf(e) === 'render failed on the item page');
  expect(page?.contexts?.nextjs).toMatchObject({ router_path: '/item/[id]', route_type: 'render' });

  expect(events.some((e) => messageOf(e)?.includes('Object Not Found Matching Id'))).toBe(false);
  expect(events).toHaveLength(3);
});

test('without a DSN nothing starts and nothing is sent', async () => {
  const result = await probe({});
  expect(result).toMatchObject({ started: false, status: 500 });
  expect(envelopes).toEqual([]);
});
