import Router from 'next/router';
import { createRoot, type Root } from 'react-dom/client';
import { bootAnalytics, showPage } from '../../lib/analytics/boot';
import type { GoogleTagsProps } from '../../lib/analytics/start';
import { setCheckoutPage, thirdPartyAllowed, watchForInteraction, whenThirdPartyAllowed } from '../../lib/analytics/thirdPartyGate';
import type { BrandPageProps } from '../../lib/page/brandPage';

/**
 * Analytics after hydration (issues 24, 35), a chunk _app imports only when the page's props ask for
 * it (lib/analytics/useAnalyticsBoot.ts): every page shown comes here. The first with a brand boots
 * lib/analytics/boot.ts; each is told to it (the analytics chunk derives its page-level events); the
 * Google tags render after the shopper's first interaction and never on a checkout page
 * (lib/analytics/thirdPartyGate.ts).
 *
 * Outside the page's React tree on purpose: a state update in the page's root while React is still
 * hydrating its deferred parts (components/ui/DeferHydration.tsx, at idle priority) makes React drop
 * the hydration work in progress and start it again, which Lighthouse measured as 80-160 ms more
 * React time on a throttled phone with keys than without. So nothing here updates the page's root:
 * the tags get a React root of their own, made only once they may load.
 */
let booted = false;
let tags: GoogleTagsProps | null = null;
/** The gate let the tags in once (after the first interaction had painted, on a shop page). */
let allowed = false;
let root: Root | null = null;

export function showAnalyticsPage(route: string, page: BrandPageProps | null, checkout: boolean): void {
  watchForInteraction();
  setCheckoutPage(checkout);
  if (page && !booted) {
    booted = true;
    bootAnalytics(page, Router, onTags);
  }
  showPage(route, page);
  renderTags();
}

function onTags(t: GoogleTagsProps | null): void {
  tags = t;
  if (t)
    whenThirdPartyAllowed(() => {
      allowed = true;
      renderTags();
    });
}

/** The tags on every shop page once allowed; none on a checkout page (unmounted there, as before). */
function renderTags(): void {
  if (!tags || !allowed) return;
  const props = tags;
  // Once the gate has let them in, it allows them exactly when the page shown is not a checkout page.
  const shopPage = thirdPartyAllowed();
  if (!root) {
    if (!shopPage) return;
    const el = document.createElement('div');
    el.hidden = true;
    document.body.appendChild(el);
    root = createRoot(el);
  }
  const target = root;
  void import('./GoogleTags').then(({ default: GoogleTags }) => target.render(shopPage ? <GoogleTags {...props} /> : null));
}

/** Tests only. */
export function resetPageAnalyticsForTests(): void {
  root?.unmount();
  root = null;
  booted = allowed = false;
  tags = null;
}
