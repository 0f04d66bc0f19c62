/**
 * The content (CMS) client. Server-only (reads files, holds a token).
 *
 * - With `SANITY_PROJECT_ID` and `SANITY_DATASET` set it queries Sanity through @sanity/client
 *   (`SANITY_TOKEN` optional; `SANITY_API_HOST` optional, e.g. a local test server;
 *   `SANITY_USE_CDN=false` to bypass the API CDN).
 * - Otherwise it evaluates the same GROQ with groq-js over the local dataset
 *   `content/dataset.ndjson` (Sanity's NDJSON export format), read once and kept in memory.
 *   `CONTENT_DATASET_PATH` may point elsewhere.
 *
 * GET or POST (spec section 9): @sanity/client itself sends a query as GET while its encoded
 * query string (`?query=…&$param=…`) is shorter than 11264 characters, and as
 * POST with a JSON body `{query, params}` otherwise (`_dataRequest` in @sanity/client 7). We do not
 * override that; `contentRequestMethod()` reproduces the same rule with `CONTENT_GET_MAX` so the
 * local path reports the method a real request would use (see `onRequest`).
 *
 * Failures surface as `ContentError` with a `kind` (spec section 8): 'network', 'timeout',
 * 'aborted', '4xx', '5xx', and 'listener-too-large' ('Query too large for listener' when a listener
 * URL would exceed 14800 characters).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type ClientConfig, type QueryParams } from '@sanity/client';
import { evaluate, parse } from 'groq-js';

export const CONTENT_API_VERSION = '2025-01-01';
/** Spec section 9: a content query goes as GET while its encoded query string is shorter than this. */
export const CONTENT_GET_MAX = 11264;
/** Spec section 8: a listener URL longer than this fails with 'Query too large for listener'. */
export const CONTENT_LISTENER_URL_MAX = 14800;
/** Spec section 9: connection and response timeout. */
export const CONTENT_TIMEOUT_MS = 60_000;
/** Spec section 9: retries default 2 (three attempts). */
export const CONTENT_MAX_RETRIES = 2;

export type ContentErrorKind = 'network' | 'timeout' | 'aborted' | '4xx' | '5xx' | 'listener-too-large';

export class ContentError extends Error {
  readonly kind: ContentErrorKind;
  /** HTTP status for '4xx' and '5xx'. */
  readonly status?: number;

  constructor(kind: ContentErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ContentError';
    this.kind = kind;
    this.status = options.status;
  }
}

export type ContentParams = Record<string, unknown>;

export interface ContentFetchOptions {
  signal?: AbortSignal;
}

export interface ContentRequestInfo {
  mode: 'sanity' | 'local';
  method: 'GET' | 'POST';
  query: string;
  params: ContentParams;
}

export interface ContentClient {
  readonly mode: 'sanity' | 'local';
  fetch<T>(query: string, params?: ContentParams, options?: ContentFetchOptions): Promise<T>;
}

/**
 * The query string @sanity/client measures to choose GET or POST (`encodeQueryString({query,
 * params})` in its `_dataRequest`): URLSearchParams with `query` and `$`-prefixed JSON-encoded
 * params. Request options such as `returnQuery` or `perspective` are appended afterwards and do
 * not count.
 */
export function encodeQueryString(query: string, params: ContentParams = {}): string {
  const search = new URLSearchParams();
  search.append('query', query);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(`$${key}`, JSON.stringify(value));
  }
  return `?${search}`;
}

/** 'GET' while the encoded query string is shorter than CONTENT_GET_MAX, else 'POST'. */
export function contentRequestMethod(query: string, params: ContentParams = {}): 'GET' | 'POST' {
  return encodeQueryString(query, params).length < CONTENT_GET_MAX ? 'GET' : 'POST';
}

/** Throws ContentError('listener-too-large', 'Query too large for listener') for URLs over 14800 characters. */
export function assertListenerUrlSize(url: string): void {
  if (url.length > CONTENT_LISTENER_URL_MAX) {
    throw new ContentError('listener-too-large', 'Query too large for listener');
  }
}

/** The listener URL @sanity/client would open for a query (`<apiUrl>/data/listen/<dataset>?…`). */
export function listenerUrl(apiUrl: string, dataset: string, query: string, params: ContentParams = {}): string {
  const search = new URLSearchParams();
  search.append('query', query);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(`$${key}`, JSON.stringify(value));
  }
  search.append('includeResult', 'true');
  return `${apiUrl.replace(/\/+$/, '')}/data/listen/${dataset}?${search}`;
}

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Maps anything thrown by either path to a ContentError. */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    statusCode?: unknown;
  };
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  if (e.name === 'AbortError' || e.code === 'ABORT_ERR') {
    return new ContentError('aborted', 'Content request aborted', { cause: error });
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400) {
    return new ContentError(e.statusCode >= 500 ? '5xx' : '4xx', message, { status: e.statusCode, cause: error });
  }
  if (message === 'Query too large for listener') {
    return new ContentError('listener-too-large', message, { cause: error });
  }
  if ((typeof e.code === 'string' && TIMEOUT_CODES.has(e.code)) || e.name === 'TimeoutError' || /timed? ?out/i.test(message)) {
    return new ContentError('timeout', message, { cause: error });
  }
  return new ContentError('network', message, { cause: error });
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ContentError('aborted', 'Content request aborted', { cause: signal.reason });
}

// ---------------------------------------------------------------------------------------------
// Sanity path

export interface SanityContentClientConfig {
  projectId: string;
  dataset: string;
  token?: string;
  /** e.g. 'http://127.0.0.1:4010'; when set the project id travels as a header, not a host name. */
  apiHost?: string;
  useCdn?: boolean;
  timeout?: number;
  maxRetries?: number;
  onRequest?: (info: ContentRequestInfo) => void;
}

export function createSanityContentClient(config: SanityContentClientConfig): ContentClient {
  const clientConfig: ClientConfig = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: CONTENT_API_VERSION,
    useCdn: config.useCdn ?? true,
    token: config.token || undefined,
    timeout: config.timeout ?? CONTENT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? CONTENT_MAX_RETRIES,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  };
  const sanity = createClient(clientConfig);
  return {
    mode: 'sanity',
    async fetch<T>(query: string, params: ContentParams = {}, options: ContentFetchOptions = {}): Promise<T> {
      throwIfAborted(options.signal);
      config.onRequest?.({ mode: 'sanity', method: contentRequestMethod(query, params), query, params });
      try {
        const result: unknown = await sanity.fetch(query, params as QueryParams, options.signal ? { signal: options.signal } : {});
        return result as T;
      } catch (error) {
        throw toContentError(error);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Local path

const datasets = new Map<string, unknown[]>();

export function defaultDatasetPath(): string {
  return process.env.CONTENT_DATASET_PATH || path.join(process.cwd(), 'content', 'dataset.ndjson');
}

/** Parses Sanity's NDJSON export format: one JSON document per non-empty line. */
export function parseNdjson(text: string): unknown[] {
  const docs: unknown[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed) docs.push(JSON.parse(trimmed));
  }
  return docs;
}

/** The documents of an NDJSON dataset file, read at first use and cached in memory. */
export function loadLocalDataset(file: string = defaultDatasetPath()): unknown[] {
  const hit = datasets.get(file);
  if (hit) return hit;
  let docs: unknown[];
  try {
    // Not traced by path (the file can be anywhere): next.config.ts includes the default dataset.
    docs = parseNdjson(readFileSync(/* turbopackIgnore: true */ file, 'utf8'));
  } catch (error) {
    throw new ContentError('5xx', `Local content dataset not readable: ${file}`, { status: 500, cause: error });
  }
  datasets.set(file, docs);
  return docs;
}

export interface LocalContentClientOptions {
  /** NDJSON file; defaults to `defaultDatasetPath()`. */
  datasetPath?: string;
  /** Documents to query instead of a file. */
  documents?: unknown[];
  onRequest?: (info: ContentRequestInfo) => void;
}

export function createLocalContentClient(options: LocalContentClientOptions = {}): ContentClient {
  return {
    mode: 'local',
    async fetch<T>(query: string, params: ContentParams = {}, fetchOptions: ContentFetchOptions = {}): Promise<T> {
      throwIfAborted(fetchOptions.signal);
      options.onRequest?.({ mode: 'local', method: contentRequestMethod(query, params), query, params });
      let tree: ReturnType<typeof parse>;
      try {
        tree = parse(query, { params });
      } catch (error) {
        // Sanity answers a query it cannot parse with HTTP 400.
        const detail = error instanceof Error ? error.message : String(error);
        throw new ContentError('4xx', `GROQ query parse error: ${detail}`, { status: 400, cause: error });
      }
      const dataset = options.documents ?? loadLocalDataset(options.datasetPath);
      let result: unknown;
      try {
        const value = await evaluate(tree, { dataset, params });
        result = await value.get();
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new ContentError('4xx', `GROQ query evaluation error: ${detail}`, { status: 400, cause: error });
      }
      throwIfAborted(fetchOptions.signal);
      // A JSON round trip gives callers their own copy (the dataset stays untouched) and the exact
      // shape an HTTP answer would have.
      return (result === undefined ? null : JSON.parse(JSON.stringify(result))) as T;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Selection from the environment

let cached: { key: string; client: ContentClient } | null = null;

/** The content client for this process: Sanity when configured, else the local dataset. */
export function getContentClient(): ContentClient {
  const projectId = process.env.SANITY_PROJECT_ID;
  const dataset = process.env.SANITY_DATASET;
  const apiHost = process.env.SANITY_API_HOST || undefined;
  const token = process.env.SANITY_TOKEN || undefined;
  const useCdn = process.env.SANITY_USE_CDN !== 'false';
  const key = projectId && dataset ? ['sanity', projectId, dataset, apiHost, token, useCdn].join('|') : `local|${defaultDatasetPath()}`;
  if (cached?.key === key) return cached.client;
  const client =
    projectId && dataset
      ? createSanityContentClient({ projectId, dataset, token, apiHost, useCdn })
      : createLocalContentClient();
  cached = { key, client };
  return client;
}

/** Forgets the selected client and any loaded local dataset (tests, dataset rebuilds). */
export function resetContentClient(): void {
  cached = null;
  datasets.clear();
}
