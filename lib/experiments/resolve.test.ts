import { EXPOSED_PREFIX, STORAGE_PREFIX, forcedValue, reportExposure, resetSplitTestCache, resolveSplitTest, type SplitTestDef } from './resolve';

const VIP4SH: SplitTestDef = { key: 'Vip4sh', values: ['Control', '4sh'], allowQueryOverride: true };

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

beforeEach(() => resetSplitTestCache());

describe('resolveSplitTest', () => {
  it('asks the shop API once per session and then answers from the cache', async () => {
    const storage = memoryStorage();
    const request = jest.fn().mockResolvedValue('4sh');
    expect(await resolveSplitTest(VIP4SH, { request, storage, search: '' })).toBe('4sh');
    expect(request).toHaveBeenCalledWith('Vip4sh', ['Control', '4sh'], undefined);
    expect(storage.getItem(`${STORAGE_PREFIX}Vip4sh`)).toBe('4sh');
    // A new page load of the same session (memory gone, sessionStorage kept).
    resetSplitTestCache();
    expect(await resolveSplitTest(VIP4SH, { request, storage, search: '' })).toBe('4sh');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shares one request between components asking on the same page, even without storage', async () => {
    const request = jest.fn().mockResolvedValue('Control');
    const [a, b] = await Promise.all([
      resolveSplitTest(VIP4SH, { request, storage: null, search: '' }),
      resolveSplitTest(VIP4SH, { request, storage: null, search: '' }),
    ]);
    expect([a, b]).toEqual(['Control', 'Control']);
    expect(await resolveSplitTest(VIP4SH, { request, storage: null, search: '' })).toBe('Control');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends an allowed value named by the URL parameter, over the cached one, and caches it', async () => {
    const storage = memoryStorage();
    storage.setItem(`${STORAGE_PREFIX}Vip4sh`, 'Control');
    const request = jest.fn(async (_k: string, _v: string[], forced?: string) => forced ?? 'Control');
    expect(await resolveSplitTest(VIP4SH, { request, storage, search: '?Vip4sh=4sh&utm_source=x' })).toBe('4sh');
    expect(request).toHaveBeenCalledWith('Vip4sh', ['Control', '4sh'], '4sh');
    expect(storage.getItem(`${STORAGE_PREFIX}Vip4sh`)).toBe('4sh');
    resetSplitTestCache();
    // The same forced value again: already the session's, no request.
    expect(await resolveSplitTest(VIP4SH, { request, storage, search: '?Vip4sh=4sh' })).toBe('4sh');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('ignores a value the test does not have, and any value when the test allows no override', () => {
    expect(forcedValue(VIP4SH, '?Vip4sh=Evil')).toBeUndefined();
    expect(forcedValue(VIP4SH, '?vip4sh=4sh')).toBeUndefined();
    expect(forcedValue(VIP4SH, '?Vip4sh=Control')).toBe('Control');
    expect(forcedValue({ ...VIP4SH, allowQueryOverride: false }, '?Vip4sh=4sh')).toBeUndefined();
  });

  it('gives null when the shop API fails or answers something else, caches nothing, and asks again later', async () => {
    const storage = memoryStorage();
    const failing = jest.fn().mockRejectedValue(new Error('503'));
    expect(await resolveSplitTest(VIP4SH, { request: failing, storage, search: '' })).toBeNull();
    const odd = jest.fn().mockResolvedValue('Evil');
    expect(await resolveSplitTest(VIP4SH, { request: odd, storage, search: '' })).toBeNull();
    expect(storage.getItem(`${STORAGE_PREFIX}Vip4sh`)).toBeNull();
    const ok = jest.fn().mockResolvedValue('Control');
    expect(await resolveSplitTest(VIP4SH, { request: ok, storage, search: '' })).toBe('Control');
  });

  it('does not trust a cached value the test no longer has', async () => {
    const storage = memoryStorage();
    storage.setItem(`${STORAGE_PREFIX}Vip4sh`, 'Old');
    const request = jest.fn().mockResolvedValue('4sh');
    expect(await resolveSplitTest(VIP4SH, { request, storage, search: '' })).toBe('4sh');
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('reportExposure', () => {
  it('reports a group once per session, again for another group, never for null', async () => {
    const storage = memoryStorage();
    const send = jest.fn().mockResolvedValue({});
    expect(reportExposure('Vip4sh', null, { storage, send })).toBe(false);
    expect(reportExposure('Vip4sh', '4sh', { storage, send })).toBe(true);
    expect(reportExposure('Vip4sh', '4sh', { storage, send })).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Vip4sh');
    expect(reportExposure('Vip4sh', 'Control', { storage, send })).toBe(true);
    expect(storage.getItem(`${EXPOSED_PREFIX}Vip4sh`)).toBe('Control');
  });

  it('forgets a report that failed, so a later page sends it again', async () => {
    const storage = memoryStorage();
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    reportExposure('Vip4sh', '4sh', { storage, send });
    await new Promise((r) => setTimeout(r, 0));
    expect(reportExposure('Vip4sh', '4sh', { storage, send })).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
