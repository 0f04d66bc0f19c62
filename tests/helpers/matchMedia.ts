/**
 * Replaces window.matchMedia (jsdom has none) with one whose answers the test decides: `matches`
 * says which queries match; `set` changes that and tells the listeners, as a browser does when the
 * device changes. Call `restore` after the test.
 */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  const original = window.matchMedia;
  let decide = matches;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return decide(query);
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(next: (query: string) => boolean) {
      decide = next;
      listeners.forEach((l) => l());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
