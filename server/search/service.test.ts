import type { CatalogSnapshot, ItemRecord } from '../catalog/snapshot';
import { rankHits, startsEveryWord, vocabularyOf } from './service';

function record(id: number, name: string, soldOut: boolean, position = 0): ItemRecord {
  return {
    row: { id, name, type: 'legging', description: `${name} in soft fabric`, base_color: 'black', position } as ItemRecord['row'],
    listed: { id, name, soldOut } as ItemRecord['listed'],
    colors: [{ name: 'Dusty Rose/Black', hex: '#000', parts: [] }] as unknown as ItemRecord['colors'],
    sizes: [{ size: 'XXL', label: 'XXL', stock: 1, soldOut: false }],
    inStock: new Set(['XXL']),
    family: 'black',
    images: [],
    categoryIds: [1],
    matchIds: [],
    rating: {} as ItemRecord['rating'],
  };
}

function snapshot(records: ItemRecord[]): CatalogSnapshot {
  return {
    brandId: 'pf',
    items: new Map(records.map((r) => [r.row.id, r])),
    categoryById: new Map([[1, { id: 1, name: 'Leggings' }]]),
  } as unknown as CatalogSnapshot;
}

describe('rankHits', () => {
  const snap = snapshot([record(1, 'A', false), record(2, 'B', true), record(3, 'C', false), record(4, 'D', false, 1), record(5, 'E', false, 0)]);
  const ids = (recs: ItemRecord[]) => recs.map((r) => r.row.id);

  test('a name holding every word beats any score', () => {
    expect(ids(rankHits([{ id: 1, score: 10, nameMatch: false }, { id: 3, score: 1, nameMatch: true }], snap))).toEqual([3, 1]);
  });
  test('within the same relevance band, in stock before sold out; across bands, relevance first', () => {
    // 9.5 and 10 share the top band: the sold-out 2 goes after the in-stock 1 despite its higher score.
    expect(ids(rankHits([{ id: 2, score: 10, nameMatch: false }, { id: 1, score: 9.5, nameMatch: false }], snap))).toEqual([1, 2]);
    // 2 is in the top band, 1 far below: relevance wins over stock.
    expect(ids(rankHits([{ id: 2, score: 10, nameMatch: false }, { id: 1, score: 2, nameMatch: false }], snap))).toEqual([2, 1]);
  });
  test('then the exact score, then catalog position; ids the snapshot does not know are left out', () => {
    expect(ids(rankHits([{ id: 1, score: 9, nameMatch: false }, { id: 3, score: 10, nameMatch: false }], snap))).toEqual([3, 1]);
    expect(ids(rankHits([{ id: 4, score: 5, nameMatch: false }, { id: 5, score: 5, nameMatch: false }, { id: 99, score: 50, nameMatch: true }], snap))).toEqual([5, 4]);
  });
});

describe('startsEveryWord and the vocabulary', () => {
  test('every word starts a word of the text, or is a plural of one', () => {
    expect(startsEveryWord(['sculpt', 'leggi'], 'Sculpt High-Rise Legging')).toBe(true);
    expect(startsEveryWord(['leggings'], 'Sculpt High-Rise Legging')).toBe(true);
    expect(startsEveryWord(['rise', 'bra'], 'Sculpt High-Rise Legging')).toBe(false);
  });
  test('the vocabulary holds every indexed word, lower case, split like the index', () => {
    const vocab = vocabularyOf(snapshot([record(1, 'Sculpt High-Rise Legging', false)]));
    for (const w of ['sculpt', 'high', 'rise', 'legging', 'leggings', 'dusty', 'rose', 'black', 'xxl', 'soft', 'fabric']) expect(vocab.has(w)).toBe(true);
  });
});
