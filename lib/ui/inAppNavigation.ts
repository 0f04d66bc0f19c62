/**
 * Client-side navigation for plain anchors, by event delegation: one listener on the document
 * instead of a link component per anchor. Pages render ordinary `<a href>` elements (cheap to
 * server-render, nothing to hydrate per link); a plain left click on an in-app path goes through
 * the router without a page load, and hovering, focusing or touching a link prefetches its page.
 *
 * Per-anchor options, as attributes:
 * - `data-scroll="keep"`: keep the scroll position and focus (filters, sort, pagination within a
 *   listing); other navigations scroll to the top and move focus to the new page's main content;
 * - `data-replace`: replace the history entry instead of pushing one;
 * - `data-prefetch="off"`: no prefetch on intent;
 * - `target`, `download`, `data-native`: left to the browser (full page load or download).
 *
 * Element handlers run first (React listens below the document), so an onClick that closes a
 * drawer runs before the navigation, and one that calls preventDefault stops it.
 */
export interface Navigator {
  push(url: string, as?: undefined, options?: { scroll?: boolean }): Promise<boolean>;
  replace(url: string, as?: undefined, options?: { scroll?: boolean }): Promise<boolean>;
  prefetch(url: string): Promise<void>;
}

/** The in-app path an anchor leads to, or null when the browser should follow it itself. */
export function inAppPath(a: Element): string | null {
  const href = a.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const target = a.getAttribute('target');
  if ((target && target !== '_self') || a.hasAttribute('download') || a.hasAttribute('data-native')) return null;
  return href;
}

function anchorOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

function isPlainLeftClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** Where focus starts on a new page: the main content (the layout's `<main id="main" tabIndex={-1}>`). */
export const PAGE_START_ID = 'main';

const TYPING = 'input, textarea, select, [contenteditable="true"]';

/**
 * After a page change focus starts over, as after a page load. Otherwise the clicked link (or the
 * menu button a closing drawer handed focus back to) keeps it: keyboard users would be left deep
 * in the old page, and a header dropdown shown on :focus-within would stay open over the new one.
 * A field the shopper started typing in meanwhile keeps focus.
 */
function focusPageStart(doc: Document): void {
  const active = doc.activeElement;
  if (active?.matches(TYPING)) return;
  const start = doc.getElementById(PAGE_START_ID);
  if (start) start.focus({ preventScroll: true });
  else if (active instanceof HTMLElement) active.blur();
}

/** Installs the document listeners; returns a function that removes them. */
export function installInAppNavigation(router: Navigator, doc: Document = document): () => void {
  const prefetched = new Set<string>();

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || !isPlainLeftClick(e)) return;
    const a = anchorOf(e.target);
    const path = a && inAppPath(a);
    if (!a || !path) return;
    e.preventDefault();
    const options = { scroll: a.getAttribute('data-scroll') !== 'keep' };
    const navigated = a.hasAttribute('data-replace') ? router.replace(path, undefined, options) : router.push(path, undefined, options);
    if (options.scroll) void navigated.then((done) => done && focusPageStart(doc), () => undefined);
  };

  const onIntent = (e: Event) => {
    const a = anchorOf(e.target);
    const path = a && inAppPath(a);
    if (!a || !path || a.getAttribute('data-prefetch') === 'off' || prefetched.has(path)) return;
    prefetched.add(path);
    router.prefetch(path).catch(() => prefetched.delete(path));
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('mouseover', onIntent);
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('mouseover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    doc.removeEventListener('touchstart', onIntent);
  };
}
