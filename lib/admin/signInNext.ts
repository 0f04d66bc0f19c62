import { SIGN_IN_PATH } from './api';

/** A back-office page to come back to: `/admin` or `/admin/<segments>` of plain characters, never another site's address. */
const BACK_OFFICE_PAGE = /^\/admin(\/[A-Za-z0-9_-]+){0,2}$/;
const NOT_AFTER = new Set(['/admin/sign-in', '/admin/set-password']);

const isReturnable = (path: string): boolean => BACK_OFFICE_PAGE.test(path) && !NOT_AFTER.has(path);

/** Where a signed-out visitor of `pathname` is sent: the sign-in page, naming the page to return to. */
export function signInPathFor(pathname: string): string {
  return isReturnable(pathname) && pathname !== '/admin' ? `${SIGN_IN_PATH}?next=${encodeURIComponent(pathname)}` : SIGN_IN_PATH;
}

/** Where a successful sign-in goes: the `next` page when it is a back-office page, else the order search (each role's home). */
export function afterSignInPath(next: unknown): string {
  return typeof next === 'string' && isReturnable(next) ? next : '/admin';
}
