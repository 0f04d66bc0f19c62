import { applyMultiBuys, type MultiBuySet } from './multiBuy';

const CHEEKIES = 10;
const BRAS = 20;
const fiveFor50: MultiBuySet = { id: 1, categoryId: CHEEKIES, quantity: 5, priceCents: 5000 };
const line = (unitCents: number, quantity: number, categoryIds = [CHEEKIES]) => ({ unitCents, quantity, categoryIds });

test('five units of the category cost the set price; the saving is what they cost less the set price', () => {
  const r = applyMultiBuys([fiveFor50], [line(1799, 3), line(1699, 2)]);
  expect(r).toEqual({ applied: [{ id: 1, sets: 1, savingCents: 1799 * 3 + 1699 * 2 - 5000 }], savingCents: 3795 });
});

test('fewer units than the set, or units of another category, give nothing', () => {
  expect(applyMultiBuys([fiveFor50], [line(1799, 4)]).savingCents).toBe(0);
  expect(applyMultiBuys([fiveFor50], [line(1799, 4), line(2999, 3, [BRAS])]).applied).toEqual([]);
});

test('the dearest units make the set; the rest pay their own price', () => {
  const r = applyMultiBuys([fiveFor50], [line(1299, 2), line(1999, 5)]);
  expect(r.applied).toEqual([{ id: 1, sets: 1, savingCents: 1999 * 5 - 5000 }]);
});

test('twelve units make two sets', () => {
  expect(applyMultiBuys([fiveFor50], [line(1500, 12)]).applied).toEqual([{ id: 1, sets: 2, savingCents: 2 * (7500 - 5000) }]);
});

test('a group already cheaper than the set price (member prices) stays at its own price', () => {
  expect(applyMultiBuys([fiveFor50], [line(999, 5)]).applied).toEqual([]);
  // The dearer group saves, the cheaper one does not.
  const r = applyMultiBuys([fiveFor50], [line(1500, 5), line(900, 5)]);
  expect(r.applied).toEqual([{ id: 1, sets: 1, savingCents: 2500 }]);
});

test('a unit counts in one set only', () => {
  const threeFor30: MultiBuySet = { id: 2, categoryId: BRAS, quantity: 3, priceCents: 3000 };
  const both = [CHEEKIES, BRAS];
  const r = applyMultiBuys([threeFor30, fiveFor50], [line(1500, 5, both), line(1500, 3, [BRAS])]);
  // Set 1 (id order) takes the five units first; set 2 then has only the three bras-only units.
  expect(r.applied).toEqual([{ id: 1, sets: 1, savingCents: 2500 }, { id: 2, sets: 1, savingCents: 1500 }]);
});
