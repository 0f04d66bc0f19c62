import { addRecent, clearRecent, MAX_RECENT, readRecent, rememberSearch, RECENT_KEY } from './recent';

function memoryStore(initial?: string) {
  const m = new Map<string, string>();
  if (initial !== undefined) m.set(RECENT_KEY, initial);
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

test('the newest search comes first, another spelling of it is dropped, at most 5 are kept', () => {
  let list: string[] = [];
  for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecent(list, q);
  expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
  expect(list).toHaveLength(MAX_RECENT);
  expect(addRecent(['leggings', 'bra'], 'Bra')).toEqual(['Bra', 'leggings']);
  expect(addRecent(['bra'], '  lace   thong ')).toEqual(['lace thong', 'bra']);
  expect(addRecent(['bra'], '   ')).toEqual(['bra']);
});

test('remember, read and clear through the store', () => {
  const store = memoryStore();
  rememberSearch('leggings', store);
  rememberSearch('bra', store);
  rememberSearch('Leggings', store);
  expect(readRecent(store)).toEqual(['Leggings', 'bra']);
  clearRecent(store);
  expect(readRecent(store)).toEqual([]);
  expect(store.map.has(RECENT_KEY)).toBe(false);
});

test('malformed or foreign stored values read as empty or are filtered', () => {
  expect(readRecent(memoryStore('not json'))).toEqual([]);
  expect(readRecent(memoryStore('{"a":1}'))).toEqual([]);
  expect(readRecent(memoryStore('["bra", 3, "", null, "sock"]'))).toEqual(['bra', 'sock']);
  expect(readRecent(null)).toEqual([]);
});

test('a store that throws (blocked storage) remembers nothing and does not throw', () => {
  const broken = {
    getItem: () => {
      throw new Error('blocked');
    },
    setItem: () => {
      throw new Error('blocked');
    },
    removeItem: () => {
      throw new Error('blocked');
    },
  };
  expect(rememberSearch('bra', broken)).toEqual(['bra']);
  expect(readRecent(broken)).toEqual([]);
  expect(() => clearRecent(broken)).not.toThrow();
});
