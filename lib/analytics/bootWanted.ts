/**
 * Whether a page load needs analytics at all (issue 35, "0 KB with no key"), read from the page's
 * props, where the server decided it: an analytics configuration (a key is configured for the brand)
 * or `trackedLanding` (its address carries tracking parameters, trackedLanding.ts: the landing goes to
 * the shop API, utm.ts). Otherwise _app never loads the boot chunk, and the shim (index.ts) drops
 * what the few pages that still call it send.
 */
export function bootWanted(pageProps: unknown): boolean {
  const p = pageProps as { analytics?: unknown; trackedLanding?: unknown } | null | undefined;
  return Boolean(p?.analytics || p?.trackedLanding);
}

/** Whether this page load's first page asked for analytics (its props in __NEXT_DATA__; _app boots from the same test). */
export function landingWantsBoot(): boolean {
  return bootWanted((window as { __NEXT_DATA__?: { props?: { pageProps?: unknown } } }).__NEXT_DATA__?.props?.pageProps);
}
