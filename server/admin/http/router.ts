import { getDb } from '../../db';
import { HttpError, forbidden, notFound, unauthorized } from '../../http/errors';
import { log } from '../../ops/log';
import { STAFF_COOKIE } from '../../../lib/admin/shared';
import { can } from '../roles';
import { loadStaffSession } from '../sessions';
import { ADMIN_ROUTES } from '../routes';
import { sameOrigin } from './origin';
import { FileAnswer, type AdminContext, type AdminRequest, type AdminResponse, type AdminRoute, type SignedInContext } from './types';

const MAX_PATH = 300;

function match(route: AdminRoute, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const want = route.path.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = got[i];
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** The route's pattern for the request log ('orders/:id/refund'), never the ids. */
export function adminRoutePattern(method: string, path: string): string {
  const found = ADMIN_ROUTES.find((r) => match(r, method, path));
  return found ? `${found.method} admin/${found.path}` : `${method} admin/(unknown)`;
}

/**
 * Serves one back-office API request: the route, then the same-origin check of a POST, the staff
 * member's session, the route's access (signed out 401, a role without the permission 403), and
 * the handler. Bad input is an HttpError (4xx with its message); anything else a logged 500.
 */
export async function handleAdminRequest(req: AdminRequest, now = new Date()): Promise<AdminResponse> {
  const setCookies: string[] = [];
  try {
    if (req.path.length > MAX_PATH) throw notFound();
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    let route: AdminRoute | undefined;
    let params: Record<string, string> | null = null;
    for (const r of ADMIN_ROUTES) {
      params = match(r, method, req.path);
      if (params) {
        route = r;
        break;
      }
    }
    if (!route || !params) {
      const other = ADMIN_ROUTES.some((r) => match({ ...r, method: method === 'GET' ? 'POST' : 'GET' }, method === 'GET' ? 'POST' : 'GET', req.path));
      throw new HttpError(other ? 405 : 404, other ? 'Method not allowed' : 'Not found');
    }
    if (method === 'POST' && !sameOrigin(req.origin, req.host)) throw forbidden('Cross-origin request refused');
    const db = await getDb();
    const token = req.cookies[STAFF_COOKIE];
    const staff = await loadStaffSession(db, token, now);
    const ctx: AdminContext = { db, req, params, staff, sessionToken: staff ? token : null, setCookies, now };
    if (route.access !== 'public') {
      if (!staff) throw unauthorized('Please sign in to continue.');
      if (route.access !== 'signedIn' && !can(staff.role, route.access)) throw forbidden();
    }
    // A public route runs without a staff member too; its handler never reads ctx.staff.
    const data = await route.handler(ctx as SignedInContext);
    if (data instanceof FileAnswer) return { status: 200, body: null, file: data, setCookies };
    return { status: 200, body: { data }, setCookies };
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, body: { errors: err.messages }, setCookies, headers: err.headers };
    log().error({ method: req.method, route: adminRoutePattern(req.method, req.path), err }, 'admin API error');
    return { status: 500, body: { errors: ['Something went wrong on our side. Please try again.'] }, setCookies };
  }
}
