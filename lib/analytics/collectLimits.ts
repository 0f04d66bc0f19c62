/**
 * What POST collect and utm-data accept (server/marketing/collectInput.ts enforces these), shared with
 * the browser code that sends to them (collect.ts, utm.ts, the early landing script), which cuts or
 * leaves out a value rather than lose the whole call.
 */
export const MAX_PATH = 500;
export const MAX_REFERRER = 2000;
export const MAX_CLICK_ID = 500;
/** A click id (fbclid and the like): letters, digits and - _ . ~ + / =. */
export const CLICK_ID = /^[A-Za-z0-9._~+/=-]+$/;
