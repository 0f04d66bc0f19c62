/** Recent searches remembered on the device (localStorage), newest first. */
export const RECENT_KEY = 'recentSearches';
export const MAX_RECENT = 5;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): nothing is remembered
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The list with `q` first, without another spelling of it (case), at most 5. Pure. */
export function addRecent(list: readonly string[], q: string): string[] {
  const t = q.trim().replace(/\s+/g, ' ');
  if (!t) return list.slice(0, MAX_RECENT);
  return [t, ...list.filter((x) => !same(x, t))].slice(0, MAX_RECENT);
}

/** Reads the stored list; anything malformed reads as empty. */
export function readRecent(store: Store | null = storage()): string[] {
  try {
    const raw = store?.getItem(RECENT_KEY);
    const v: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Remembers a search and returns the new list. */
export function rememberSearch(q: string, store: Store | null = storage()): string[] {
  const next = addRecent(readRecent(store), q);
  try {
    store?.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    /* full or blocked: the list just is not kept */
  }
  return next;
}

export function clearRecent(store: Store | null = storage()): void {
  try {
    store?.removeItem(RECENT_KEY);
  } catch {
    /* blocked */
  }
}
