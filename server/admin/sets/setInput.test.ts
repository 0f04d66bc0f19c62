import { checkSetPrice, setValues } from './setInput';

const current = { category_id: 7, quantity: 5, price_cents: 5000, active: 1 };

test('a new set needs its category, quantity and a positive price; it starts active', () => {
  expect(setValues({ categoryId: '7', quantity: '5', priceCents: '5000' }, null)).toEqual(current);
  expect(setValues({ categoryId: '7', quantity: '5', priceCents: '5000', active: '0' }, null)).toMatchObject({ active: 0 });
  expect(() => setValues({ quantity: '5', priceCents: '5000' }, null)).toThrow(/^categoryId: /);
  for (const priceCents of ['0', '-100', '12.50', 'ten', '']) expect(() => setValues({ categoryId: '7', quantity: '5', priceCents }, null)).toThrow(/^priceCents: /);
  for (const quantity of ['1', '51', '2.5']) expect(() => setValues({ categoryId: '7', quantity, priceCents: '500' }, null)).toThrow(/^quantity: /);
});

test('an edit keeps the fields it does not send; one sent empty is refused', () => {
  expect(setValues({ priceCents: '4500' }, current)).toEqual({ ...current, price_cents: 4500 });
  expect(setValues({ active: 'false' }, current)).toEqual({ ...current, active: 0 });
  expect(() => setValues({ priceCents: '' }, current)).toThrow('priceCents: is required');
  expect(() => setValues({ active: 'maybe' }, current)).toThrow(/^active: /);
});

test('an active set costs less than its pieces at the cheapest regular price; an inactive one is not held to it', () => {
  expect(() => checkSetPrice(current, 1299)).not.toThrow(); // 5 × $12.99 = $64.95
  expect(() => checkSetPrice(current, 1000)).toThrow("priceCents: must be below $50.00, what 5 of the category's cheapest item cost at the regular price");
  expect(() => checkSetPrice({ ...current, price_cents: 4999 }, 1000)).not.toThrow();
  expect(() => checkSetPrice(current, null)).toThrow(/^categoryId: the category has no item on sale/);
  expect(() => checkSetPrice({ ...current, active: 0 }, 100)).not.toThrow();
});
