/**
 * Whether a page load needs analytics at all (issue 35, "0 KB with no key"): its props carry an
 * analytics configuration (a key is configured for the brand) or its address carries tracking
 * parameters (the landing goes to the shop API, utm.ts). Otherwise _app never loads the boot chunk,
 * and the page carries no analytics code beyond this test and the shim's no-op calls.
 */
const TRACKING_QUERY = /[?&](utm_(source|medium|campaign|term|content)|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|epik|sccid)=/;

export function bootWanted(pageProps: unknown, asPath: string): boolean {
  const analytics = pageProps && typeof pageProps === 'object' ? (pageProps as { analytics?: unknown }).analytics : undefined;
  return Boolean(analytics) || TRACKING_QUERY.test(asPath);
}
