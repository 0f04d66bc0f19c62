/** Kept apart from session.ts so proxy.ts can read the name without pulling in node:crypto. */
export const SESSION_COOKIE = 'shop_sid';
