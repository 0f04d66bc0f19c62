/**
 * Facts the back office's pages and its API (server/admin) both need. The cookie's path keeps it
 * to /admin: the browser never sends it to the shop's API (/api.php) or a shopper page.
 */
export const STAFF_COOKIE = 'staff_sid';
export const STAFF_COOKIE_PATH = '/admin';
/** Where the back office's API answers (rewritten to pages/api/admin, next.config.ts). */
export const ADMIN_API_BASE = '/admin/api';
