/**
 * Whether a page's address carries tracking parameters (spec sections 2 and 7: any UTM parameter or
 * click id, utm.ts): then its props say so (`trackedLanding`, lib/page/brandPage.ts) and the browser
 * boots analytics to send the landing even without a key. Decided on the server so the browser's
 * first load carries neither the list nor the test (issue 35, "0 KB with no key").
 */
const TRACKING_QUERY = /[?&](utm_(source|medium|campaign|term|content)|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|epik|sccid)=/;

export function trackedLanding(url: string): boolean {
  return TRACKING_QUERY.test(url);
}
