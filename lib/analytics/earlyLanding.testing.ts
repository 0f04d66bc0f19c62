/**
 * Tests only: runs earlyLanding.ts's inline script in a stand-in window (Node has URLSearchParams,
 * Blob, btoa and crypto) and records what it sends, so unit and integration tests can hand the very
 * bodies to the shop API.
 */
export interface EarlyRun {
  /** window.__earlyLanding as the script left it. */
  state: { claim: () => string | undefined; id: string; taken: { view?: 1; utm?: 1 } };
  beacons: { url: string; body: string }[];
  fetches: { url: string; init: RequestInit }[];
  /** The page's address as the script sees it (a test may move it: an in-app navigation). */
  location: { pathname: string; search: string };
  /** Fires a window event ('pagehide') or 'hidden' (visibilitychange to hidden); resolves once bodies are read. */
  fire(what: 'pagehide' | 'hidden'): Promise<void>;
}

export function runEarlyLanding(script: string, opts: { href: string; referrer?: string; gpc?: boolean; beaconRefused?: boolean; insecureContext?: boolean }): EarlyRun {
  const url = new URL(opts.href);
  const winListeners: Record<string, (() => void)[]> = {};
  const docListeners: Record<string, (() => void)[]> = {};
  const reading: Promise<unknown>[] = [];
  const run: EarlyRun = {
    state: null as unknown as EarlyRun['state'],
    beacons: [],
    fetches: [],
    location: { pathname: url.pathname, search: url.search },
    async fire(what) {
      if (what === 'hidden') {
        doc.visibilityState = 'hidden';
        (docListeners.visibilitychange ?? []).forEach((f) => f());
      } else (winListeners[what] ?? []).forEach((f) => f());
      await Promise.all(reading);
    },
  };
  const win: Record<string, unknown> = {
    // Outside a secure context crypto.randomUUID is missing.
    crypto: opts.insecureContext ? { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } : globalThis.crypto,
    navigator: {
      globalPrivacyControl: opts.gpc,
      sendBeacon(to: string, blob: Blob) {
        if (opts.beaconRefused) return false;
        reading.push(blob.text().then((body) => run.beacons.push({ url: to, body })));
        return true;
      },
    },
    addEventListener: (t: string, f: () => void) => (winListeners[t] ??= []).push(f),
    fetch: (to: string, init: RequestInit) => {
      run.fetches.push({ url: to, init });
      return Promise.resolve(new Response('{}'));
    },
  };
  const doc = {
    referrer: opts.referrer ?? '',
    visibilityState: 'visible',
    addEventListener: (t: string, f: () => void) => (docListeners[t] ??= []).push(f),
  };
  new Function('window', 'document', 'location', script)(win, doc, run.location);
  run.state = win.__earlyLanding as EarlyRun['state'];
  return run;
}
