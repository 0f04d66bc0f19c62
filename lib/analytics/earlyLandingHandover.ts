/**
 * The browser half of earlyLanding.ts: what the page's inline script made (the session claim, the
 * landing page view's event id) and how analytics takes over from it. Once analytics holds the page
 * view (the collect destination has it queued, and sends it on pagehide itself) or is sending the
 * landing, the script sends neither.
 */
export interface EarlyLanding {
  /** The page load's session claim, handed over once (lib/api/sessionClaim.ts asks first). */
  claim?: () => string | undefined;
  id?: string;
  collect?: string;
  utm?: string;
  taken?: { view?: 1; utm?: 1 };
}

export function earlyLanding(): EarlyLanding | undefined {
  return typeof window === 'undefined' ? undefined : (window as { __earlyLanding?: EarlyLanding }).__earlyLanding;
}

/**
 * The landing page view's event id, when the script made one: whether or not the script has sent its
 * copy already (the page was hidden before analytics loaded), the app's copy has the same id, and the
 * shop API stores one.
 */
export function earlyPageViewId(): string | undefined {
  const e = earlyLanding();
  return e?.collect && e.id ? e.id : undefined;
}

/** Analytics holds the page view with this id (collect.ts) or sends the landing (utm.ts) from now on. */
export function takeOverEarly(what: 'view' | 'utm', id?: string): void {
  const e = earlyLanding();
  if (!e?.taken) return;
  if (what === 'utm') e.taken.utm = 1;
  else if (id && id === e.id) e.taken.view = 1;
}
