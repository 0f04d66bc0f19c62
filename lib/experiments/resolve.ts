/**
 * Split tests in the browser (spec section 4: "resolved once per test and cached; a URL query
 * parameter named after the test forces a value if allowed; otherwise the server assigns; on
 * failure the value is null"). The group is asked of the shop API (`POST test-group`) at most once
 * per browser session and test: the answer is kept in sessionStorage and, for this page load, in
 * memory. A URL parameter named after the test (`?Vip4sh=4sh`) with an allowed value is sent as
 * `value`, so the shop API keeps it for the session and prices by it. A failed request gives null
 * (the page renders the control) and is not cached, so a later page asks again.
 */
export interface SplitTestDef {
  key: string;
  values: string[];
  allowQueryOverride: boolean;
}

export interface ResolveDeps {
  /** `POST test-group {key, values, value?}`: the session's group. */
  request(key: string, values: string[], forced: string | undefined): Promise<string | null | undefined>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** location.search of the page. */
  search: string;
}

export const STORAGE_PREFIX = 'split-test:';

/** The allowed value the URL forces, if any (the parameter is named after the test). */
export function forcedValue(test: SplitTestDef, search: string): string | undefined {
  if (!test.allowQueryOverride) return undefined;
  const v = new URLSearchParams(search).get(test.key);
  return v !== null && test.values.includes(v) ? v : undefined;
}

function read(storage: ResolveDeps['storage'], test: SplitTestDef): string | null {
  try {
    const v = storage?.getItem(STORAGE_PREFIX + test.key) ?? null;
    return v !== null && test.values.includes(v) ? v : null;
  } catch {
    return null;
  }
}

function write(storage: ResolveDeps['storage'], key: string, value: string): void {
  try {
    storage?.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Storage blocked or full: the memory cache still holds it for this page load.
  }
}

const pending = new Map<string, Promise<string | null>>();

/** The test's value for this session: the cached one, or the shop API's answer; null on failure. */
export function resolveSplitTest(test: SplitTestDef, deps: ResolveDeps): Promise<string | null> {
  const forced = forcedValue(test, deps.search);
  const cached = read(deps.storage, test);
  if (cached !== null && (forced === undefined || forced === cached)) return Promise.resolve(cached);
  const memoKey = `${test.key}=${forced ?? ''}`;
  const inFlight = pending.get(memoKey);
  if (inFlight) return inFlight;
  const p = deps
    .request(test.key, test.values, forced)
    .then((value) => {
      if (typeof value !== 'string' || !test.values.includes(value)) throw new Error(`test-group answered ${String(value)}`);
      write(deps.storage, test.key, value);
      // Later asks on this page load without a forced value get it too, even without storage.
      pending.set(`${test.key}=`, Promise.resolve(value));
      return value;
    })
    .catch(() => {
      pending.delete(memoKey);
      return null;
    });
  pending.set(memoKey, p);
  return p;
}

export const EXPOSED_PREFIX = 'split-test-exposed:';

/**
 * `POST test-exposure {key}` once per session, test and value, after the page has rendered the
 * group (the shop API counts one exposure per session and test anyway). Nothing for a null value:
 * the server gave no group, so there is nothing to count.
 */
export function reportExposure(
  key: string, value: string | null, deps: { storage: ResolveDeps['storage']; send(key: string): Promise<unknown> },
): boolean {
  if (value === null) return false;
  const mark = `${EXPOSED_PREFIX}${key}`;
  try {
    if (deps.storage?.getItem(mark) === value) return false;
    deps.storage?.setItem(mark, value);
  } catch {
    // Storage blocked: send; the server keeps one exposure per session and test.
  }
  void deps.send(key).catch(() => {
    try {
      // Not counted: a later page may try again.
      deps.storage?.setItem(mark, '');
    } catch {
      // nothing more to do
    }
  });
  return true;
}

/** Tests only. */
export function resetSplitTestCache(): void {
  pending.clear();
}
