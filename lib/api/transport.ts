/** One request as the API client sends it, independent of how it travels. */
export interface TransportRequest {
  method: 'GET' | 'POST';
  /** Full URL for HTTP; for in-process calls only path and search are used. */
  url: string;
  path: string;
  query: Record<string, string>;
  fields?: Record<string, string>;
  cookie?: string;
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  body: unknown;
  setCookies: string[];
}

export type Transport = ((req: TransportRequest) => Promise<TransportResponse>) & {
  /**
   * false for a transport that cannot be cancelled (the in-process API): the client then still
   * gives up after the timeout but creates no AbortController per call.
   */
  cancellable?: boolean;
};

/**
 * Sends requests with fetch: GET with query, POST as multipart form data. `extraHeaders` adds headers
 * per request (the browser's session claim, lib/api/sessionClaim.ts).
 */
export function fetchTransport(fetchImpl?: typeof fetch, extraHeaders?: (url: string) => Record<string, string>): Transport {
  return async (req) => {
    // Looked up per request, so a client can be made where fetch is not there yet (tests, early renders).
    const send = fetchImpl ?? fetch;
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders?.(req.url) };
    if (req.cookie) headers.Cookie = req.cookie;
    let body: FormData | undefined;
    if (req.method === 'POST') {
      body = new FormData();
      for (const [k, v] of Object.entries(req.fields ?? {})) body.append(k, v);
    }
    const res = await send(req.url, { method: req.method, headers, body, signal: req.signal, credentials: 'same-origin' });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { error: `Unexpected response from ${req.path} (status ${res.status})` };
    }
    const setCookies = typeof res.headers.getSetCookie === 'function' ? res.headers.getSetCookie() : [];
    return { status: res.status, body: parsed, setCookies };
  };
}
