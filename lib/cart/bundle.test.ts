import { type CartLine, bundledItemName, foldBundles } from './bundle';

function line(cartId: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    cartId,
    itemId: cartId * 10,
    image: `/img/${cartId}.jpg`,
    name: `Item ${cartId}`,
    description: '',
    colors: ['Black'],
    quantity: 1,
    quantityFixed: false,
    bundledWith: null,
    size: 'M',
    price: 10,
    originalPrice: null,
    total: 10,
    originalTotal: 10,
    banner: null,
    discountClass: '',
    ...overrides,
  };
}

describe('foldBundles', () => {
  it('folds bundled lines into their parent, grouped by name', () => {
    const result = foldBundles([
      line(1, { name: 'Gift Box' }),
      line(2, { bundledWith: 1, name: 'POP Scrunchie' }),
      line(3, { bundledWith: 1, name: 'Scrunchie POP' }),
      line(4, { bundledWith: 1, name: 'Socks', quantity: 2 }),
      line(5, { name: 'Leggings' }),
    ]);
    expect(result.map((l) => l.cartId)).toEqual([1, 5]);
    expect(result[0].bundleItems).toEqual([
      { name: 'Scrunchie', count: 2 },
      { name: 'Socks', count: 2 },
    ]);
    expect(result[0].bundleCount).toBe(4);
    expect(result[1]).not.toHaveProperty('bundleItems');
  });

  it('keeps social media special lines separate', () => {
    const result = foldBundles([
      line(1),
      line(2, { bundledWith: 1, discountClass: 'club, social_media_special' }),
    ]);
    expect(result.map((l) => l.cartId)).toEqual([1, 2]);
    expect(result[0].bundleItems).toBeUndefined();
  });

  it('folds lines whose discount class only resembles social_media_special', () => {
    const result = foldBundles([line(1), line(2, { bundledWith: 1, discountClass: 'social_media_special_x' })]);
    expect(result.map((l) => l.cartId)).toEqual([1]);
  });

  it('leaves a line whose parent is absent as it is', () => {
    const orphan = line(2, { bundledWith: 99 });
    expect(foldBundles([line(1), orphan])).toEqual([line(1), orphan]);
  });

  it('does not fold into a parent that is itself folded away', () => {
    const result = foldBundles([line(1), line(2, { bundledWith: 1 }), line(3, { bundledWith: 2 })]);
    expect(result.map((l) => l.cartId)).toEqual([1, 3]);
    expect(result[0].bundleItems).toEqual([{ name: 'Item 2', count: 1 }]);
  });

  it('does not modify its input', () => {
    const input = [line(1), line(2, { bundledWith: 1 })];
    const copy = structuredClone(input);
    foldBundles(input);
    expect(input).toEqual(copy);
  });
});

describe('bundledItemName', () => {
  it.each([
    ['POP Scrunchie', 'Scrunchie'],
    ['Bra POP Set', 'Bra Set'],
    ['Poppy Leggings', 'Poppy Leggings'],
    ['POPCORN Tee', 'POPCORN Tee'],
  ])('%p -> %p', (name, expected) => {
    expect(bundledItemName(name)).toBe(expected);
  });
});

describe('foldBundles with wider line types', () => {
  it('keeps extra fields and their type', () => {
    const lines = [{ ...line(1), path: '/item/1' }, { ...line(2, { bundledWith: 1 }), path: '/item/2' }];
    const [parent] = foldBundles(lines);
    const path: string = parent.path;
    expect(path).toBe('/item/1');
    expect(parent.bundleCount).toBe(1);
  });
});
