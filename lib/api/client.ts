import type { AnswerOf, FieldValue, FieldValues, InputOf, ParamNames, PathOf } from './contract';
import { ApiError, RetryError, readApiErrors } from './errors';
import { fetchTransport, type Transport, type TransportResponse } from './transport';

export const DEFAULT_RETRIES = 2;
export const DEFAULT_TIMEOUT_MS = 60_000;

type Value = FieldValue;

export interface ApiClientOptions {
  /** Base URL ending in api.php/ (absolute, or relative in the browser). */
  baseUrl: string;
  /** The store host name sent as the host query parameter. */
  host: string;
  transport?: Transport;
  /** Cookie header to forward (server-side calls on behalf of a shopper). */
  cookie?: string;
  onSetCookie?: (cookies: string[]) => void;
  /** Each call the API answered without an error (the browser's observation point, lib/api/observe.ts). */
  onAnswer?: (call: AnsweredCall) => void;
}

/** A call the shop API answered without an error: what was sent and the answer's data. */
export interface AnsweredCall {
  method: 'GET' | 'POST';
  path: string;
  /** The query (GET) or form fields (POST) as sent, without the host. */
  fields: Record<string, string>;
  data: unknown;
}

export interface RequestOptions {
  retries?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A route's arguments: its input is required when its path has parameters. */
type ArgsOf<P extends string> = [ParamNames<P>] extends [never]
  ? [input?: InputOf<P>, opts?: RequestOptions]
  : [input: InputOf<P>, opts?: RequestOptions];

/**
 * The shop API client: a route of lib/api/contract.ts and its input (path parameters, then query or
 * form fields) in, the route's answer out: `api.get('item/:id', { id })` is a Promise<Item>.
 */
export interface ApiClient {
  get<P extends PathOf<'GET'>>(path: P, ...args: ArgsOf<P>): Promise<AnswerOf<`GET ${P}`>>;
  post<P extends PathOf<'POST'>>(path: P, ...args: ArgsOf<P>): Promise<AnswerOf<`POST ${P}`>>;
}

/** The transport-level client: any path string, any answer (the typed client is built on it). */
export interface RawApiClient {
  get<T>(path: string, query?: Record<string, Value>, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, fields?: Record<string, Value>, opts?: RequestOptions): Promise<T>;
}

/**
 * 'order/:id/accept-offer' with { id: 7, offerId: 3 } → 'order/7/accept-offer' and { offerId: 3 }:
 * each parameter is taken out of the input and put in the path, URI-encoded.
 */
export function fillPath(pattern: string, input: FieldValues = {}): { path: string; rest: FieldValues } {
  const rest = { ...input };
  const path = pattern
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const name = seg.slice(1);
      const value = rest[name];
      delete rest[name];
      // A missing one leaves the segment empty: no route matches, and the API answers 404.
      return encodeURIComponent(String(value ?? ''));
    })
    .join('/');
  return { path, rest };
}

/** Drops null and undefined values and stringifies the rest. */
export function compactFields(fields: Record<string, Value>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) out[k] = String(v);
  return out;
}

function joinUrl(base: string, path: string, query: Record<string, string>): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  const qs = new URLSearchParams(query).toString();
  return `${b}${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

class TransientError extends Error {}

const NEVER_ABORTED = new AbortController().signal;

/** Rejects after timeoutMs unless fn settles first (for work that cannot be cancelled). */
async function giveUpAfter<T>(timeoutMs: number, fn: (s: AbortSignal) => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([fn(NEVER_ABORTED), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs fn with a timeout that aborts it; an outer signal cancels it too. */
async function withTimeout<T>(timeoutMs: number, outer: AbortSignal | undefined, fn: (s: AbortSignal) => Promise<T>, cancellable = true): Promise<T> {
  if (!cancellable && !outer) return giveUpAfter(timeoutMs, fn);
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
  const onAbort = () => ctrl.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort);
  try {
    return await fn(ctrl.signal);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

/** The one API client, typed by the contract (see RawApiClient for what it does on the wire). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const raw = createRawApiClient(options);
  return {
    get(pattern, ...[input, opts]) {
      const { path, rest } = fillPath(pattern, input);
      return raw.get(path, rest, opts);
    },
    post(pattern, ...[input, opts]) {
      const { path, rest } = fillPath(pattern, input);
      return raw.post(path, rest, opts);
    },
  };
}

/** Host param, retries on GET, timeouts with cancellation, multipart POST, envelopes. */
export function createRawApiClient(options: ApiClientOptions): RawApiClient {
  const transport = options.transport ?? fetchTransport();

  const unwrap = <T>(res: TransportResponse, path: string): T => {
    if (res.setCookies.length && options.onSetCookie) options.onSetCookie(res.setCookies);
    if (res.status >= 500) throw new TransientError(`Server error ${res.status} from ${path}`);
    if (res.status >= 400) throw new ApiError(res.status, readApiErrors(res.body), `Request to ${path} failed with status ${res.status}`);
    const body = res.body as { data?: T } | null;
    const errors = readApiErrors(body);
    if (errors.length) throw new ApiError(res.status, errors, errors[0]);
    return (body?.data ?? null) as T;
  };

  return {
    async get<T>(path: string, query: Record<string, Value> = {}, opts: RequestOptions = {}) {
      const q = { ...compactFields(query), host: options.host };
      const url = joinUrl(options.baseUrl, path, q);
      const attempts = (opts.retries ?? DEFAULT_RETRIES) + 1;
      let last: unknown;
      for (let i = 0; i < attempts; i++) {
        if (opts.signal?.aborted) throw opts.signal.reason ?? new Error('Aborted');
        let data: T;
        try {
          const res = await withTimeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.signal, (signal) =>
            transport({ method: 'GET', url, path, query: q, cookie: options.cookie, signal }),
            transport.cancellable,
          );
          data = unwrap<T>(res, path);
        } catch (err) {
          if (err instanceof ApiError) throw err;
          if (opts.signal?.aborted) throw err;
          last = err;
          continue;
        }
        options.onAnswer?.({ method: 'GET', path, fields: compactFields(query), data });
        return data;
      }
      throw new RetryError(attempts, url, last);
    },

    async post<T>(path: string, fields: Record<string, Value> = {}, opts: RequestOptions = {}) {
      const q = { host: options.host };
      const url = joinUrl(options.baseUrl, path, q);
      const sent = compactFields(fields);
      const res = await withTimeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.signal, (signal) =>
        transport({ method: 'POST', url, path, query: q, fields: sent, cookie: options.cookie, signal }),
        transport.cancellable,
      );
      let data: T;
      try {
        data = unwrap<T>(res, path);
      } catch (err) {
        if (err instanceof TransientError) throw new ApiError(res.status, readApiErrors(res.body), err.message);
        throw err;
      }
      options.onAnswer?.({ method: 'POST', path, fields: sent, data });
      return data;
    },
  };
}
