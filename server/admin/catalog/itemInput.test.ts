import { DESCRIPTION_MAX, NAME_MAX, fieldsOf, itemUpdate, type ItemFields } from './itemInput';

const current: ItemFields = {
  name: 'Lace Cheeky', description: 'Soft lace.', priceCents: 1500, compareAtCents: 2000, memberPriceCents: 1200,
  vipOnly: false, published: true, categoryIds: [3, 7],
};
const brandCategories = new Set([3, 7, 9]);
const update = (f: Record<string, string>) => itemUpdate(f, current, brandCategories);

test('only the fields sent change; the same value sent again is no change', () => {
  expect(update({})).toEqual({ next: current, changed: [] });
  expect(update({ name: 'Lace Cheeky', priceCents: '1500', published: 'true', categoryIds: '7,3' }).changed).toEqual([]);
  const { next, changed } = update({ name: '  Lace   Brief ', priceCents: '1400', published: 'false', vipOnly: '1', categoryIds: '9, 3,9' });
  expect(changed).toEqual(['name', 'priceCents', 'vipOnly', 'published', 'categoryIds']);
  expect(next).toEqual({ ...current, name: 'Lace Brief', priceCents: 1400, vipOnly: true, published: false, categoryIds: [3, 9] });
});

test('an empty money field clears the compare-at or member price; the price itself is required', () => {
  expect(update({ compareAtCents: '', memberPriceCents: ' ' }).next).toMatchObject({ compareAtCents: null, memberPriceCents: null });
  expect(() => update({ priceCents: '' })).toThrow(/^priceCents: is required/);
  expect(update({ categoryIds: '' }).next.categoryIds).toEqual([]);
  expect(update({ description: '' }).next.description).toBe('');
});

test('compare-at above the price and member price below it, checked against the values after the update', () => {
  expect(() => update({ compareAtCents: '1500' })).toThrow(/^compareAtCents: must be above the price/);
  expect(() => update({ priceCents: '2000' })).toThrow(/^compareAtCents: /);
  expect(update({ priceCents: '2000', compareAtCents: '' }).next).toMatchObject({ priceCents: 2000, compareAtCents: null });
  expect(() => update({ memberPriceCents: '1500' })).toThrow(/^memberPriceCents: must be below the price/);
  expect(() => update({ priceCents: '1100' })).toThrow(/^memberPriceCents: /);
  expect(update({ priceCents: '1100', memberPriceCents: '1000' }).next).toMatchObject({ priceCents: 1100, memberPriceCents: 1000 });
});

test('money is whole cents within bounds, each refusal naming its field', () => {
  for (const [field, value] of [['priceCents', '0'], ['priceCents', '-5'], ['priceCents', '14.99'], ['priceCents', '1000001'], ['priceCents', 'ten'], ['compareAtCents', '1e5'], ['memberPriceCents', '0']]) {
    expect(() => update({ [field]: value })).toThrow(new RegExp(`^${field}: `));
  }
});

test('a refused amount names its bounds in dollars, as the editor types them', () => {
  for (const value of ['0', '1000001', 'ten', '14.99']) expect(() => update({ priceCents: value })).toThrow('priceCents: must be an amount from $0.01 to $10,000.00');
  expect(() => update({ memberPriceCents: '0' })).toThrow('memberPriceCents: must be an amount from $0.01 to $10,000.00');
  expect(update({ priceCents: '1000000', compareAtCents: '' }).next.priceCents).toBe(1_000_000);
});

test('name and description are plain text of bounded length: no markup, no control characters', () => {
  expect(() => update({ name: '' })).toThrow(/^name: is required/);
  expect(() => update({ name: 'x'.repeat(NAME_MAX + 1) })).toThrow(/^name: must be at most/);
  expect(() => update({ description: 'x'.repeat(DESCRIPTION_MAX + 1) })).toThrow(/^description: must be at most/);
  for (const html of ['<b>bold</b>', 'Soft <script>alert(1)</script>', '<!-- note -->', '<img src=x onerror=alert(1)>', 'a </p> b']) {
    expect(() => update({ description: html })).toThrow(/^description: plain text only/);
    expect(() => update({ name: html })).toThrow(/^name: plain text only/);
  }
  expect(() => update({ description: 'bell\u0007' })).toThrow(/^description: contains a character/);
  expect(() => update({ name: 'nul\u0000' })).toThrow(/^name: contains a character/);
  expect(update({ description: 'Fits < 5 lbs & more.\r\n\r\nHand wash.' }).next.description).toBe('Fits < 5 lbs & more.\n\nHand wash.');
});

test('categories are ids of the brand\'s categories, separated by commas', () => {
  expect(() => update({ categoryIds: '3,4' })).toThrow(/^categoryIds: 4 is not a category of this brand/);
  for (const bad of ['3;7', 'abc', '-3', '0', '99999999999']) expect(() => update({ categoryIds: bad })).toThrow(/^categoryIds: must be category ids/);
  expect(() => update({ categoryIds: '3,'.repeat(600) })).toThrow(/^categoryIds: /);
});

test('booleans are true/false or 1/0', () => {
  expect(() => update({ published: 'yes' })).toThrow(/^published: /);
  expect(() => update({ vipOnly: 'on' })).toThrow(/^vipOnly: /);
});

test('fieldsOf takes the named fields only (the audit row\'s before and after)', () => {
  expect(fieldsOf(current, ['priceCents', 'published'])).toEqual({ priceCents: 1500, published: true });
});
