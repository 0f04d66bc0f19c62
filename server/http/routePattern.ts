import { ROUTES } from '../routes';

const patterns = ROUTES.map((r) => ({ method: r.method, path: r.path, parts: r.path.split('/') }));

/**
 * The route pattern a shop API path matches (`orders/:id`, not `orders/123`), for the request log:
 * ids and tokens in a path stay out of it. Unknown paths are logged as '(unknown)'.
 */
export function routePattern(method: string, path: string): string {
  const m = method === 'HEAD' ? 'GET' : method;
  const segs = path.replace(/^\/+|\/+$/g, '').split('/');
  let other: string | null = null;
  for (const r of patterns) {
    if (r.parts.length !== segs.length) continue;
    if (!r.parts.every((p, i) => (p.startsWith(':') ? segs[i] !== '' : p === segs[i]))) continue;
    if (r.method === m) return r.path;
    other ??= r.path;
  }
  return other ?? '(unknown)';
}
