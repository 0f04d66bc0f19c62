import { EventEmitter } from 'node:events';
import type { GetServerSidePropsContext } from 'next';

/**
 * A getServerSideProps context for a request on `host` (no Host header when undefined), with a
 * response that records its status, headers (lower-cased names) and body. It is an event emitter like
 * a real response (the request log listens for 'close').
 */
export function pageContext(host: string | undefined, resolvedUrl = '/') {
  const headers: Record<string, string> = {};
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    body: undefined as string | undefined,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    end: (body: string) => (res.body = body),
  });
  const ctx = { req: { headers: { host } }, res, query: {}, resolvedUrl } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}
