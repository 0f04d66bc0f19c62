/**
 * A fake shop API behind window.fetch for component tests: answers by 'METHOD path' (the path
 * below /api.php/, without the query) and records every call with its multipart fields. Installed
 * once per test file (the API client keeps the fetch it was created with); `reply` swaps the
 * answers per test and clears the calls.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  fields: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeRoutes = Record<string, FakeReply | ((req: FakeRequest) => FakeReply | Promise<FakeReply>)>;

export function installFakeShopFetch() {
  let routes: FakeRoutes = {};
  const calls: FakeRequest[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\.php\//, '');
    const fields: Record<string, string> = {};
    if (init?.body instanceof FormData) for (const [k, v] of init.body.entries()) fields[k] = String(v);
    const req = { method, path, query: url.searchParams, fields };
    calls.push(req);
    const route = routes[`${method} ${path}`];
    const reply = typeof route === 'function' ? await route(req) : route ?? { status: 404, body: { errors: [`No route ${method} ${path}`] } };
    const text = JSON.stringify(reply.body);
    return { status: reply.status ?? 200, text: async () => text, headers: { getSetCookie: () => [] } } as unknown as Response;
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    fetch: fake,
    calls,
    /** Replaces the answers and forgets the calls so far. */
    reply(next: FakeRoutes) {
      routes = next;
      calls.length = 0;
    },
    /** The calls to one 'METHOD path'. */
    callsTo(key: string) {
      return calls.filter((c) => `${c.method} ${c.path}` === key);
    },
  };
}

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
export const failed = (status: number, ...errors: string[]): FakeReply => ({ status, body: { errors } });
