import { ADMIN_API_BASE } from './shared';

/** One back-office API answer: the data, or the status and the server's messages. */
export type AdminAnswer<T> = { ok: true; data: T } | { ok: false; status: number; errors: string[] };

async function answer<T>(res: Response): Promise<AdminAnswer<T>> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON: a proxy's page
  }
  if (res.ok && body && typeof body === 'object' && 'data' in body) return { ok: true, data: (body as { data: T }).data };
  const errors = body && typeof body === 'object' && 'errors' in body && Array.isArray((body as { errors: unknown }).errors) ? ((body as { errors: string[] }).errors) : [`The server answered ${res.status}.`];
  return { ok: false, status: res.status, errors };
}

/** GET /admin/api/<path>?<query> from the browser (the staff cookie goes with it: same origin). */
export async function adminGet<T>(path: string, query: Record<string, string> = {}): Promise<AdminAnswer<T>> {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== ''));
  try {
    return await answer<T>(await fetch(`${ADMIN_API_BASE}/${path}${q.size ? `?${q}` : ''}`, { credentials: 'same-origin', cache: 'no-store' }));
  } catch {
    return { ok: false, status: 0, errors: ['The back office cannot be reached. Check the connection and try again.'] };
  }
}

/** POST a form to /admin/api/<path> (the browser adds the Origin header the server checks). */
export async function adminPost<T>(path: string, fields: Record<string, string> = {}): Promise<AdminAnswer<T>> {
  try {
    const res = await fetch(`${ADMIN_API_BASE}/${path}`, {
      method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
    });
    return await answer<T>(res);
  } catch {
    return { ok: false, status: 0, errors: ['The back office cannot be reached. Check the connection and try again.'] };
  }
}

/** Where a page sends a signed-out staff member. */
export const SIGN_IN_PATH = '/admin/sign-in';
