import { collapseOneSize, orderSizes, orderSizesOnOneScale, sizeCaption, sizeLabel } from './sizes';

describe('sizeLabel', () => {
  it.each([
    ['XXXXXL', '5XL'],
    ['XXXXL', '4XL'],
    ['XXXL', '3XL'],
    ['XXL', '2XL'],
    ['XL', 'XL'],
    ['S', 'S'],
    ['One Size', 'One Size'],
    ['XS-S', 'XS-S'],
  ])('%p -> %p', (size, label) => {
    expect(sizeLabel(size)).toBe(label);
  });
});

describe('orderSizes', () => {
  it('orders the special combined sizes', () => {
    expect(orderSizes(['3X-4X', 'M-L', 'One Size', 'XL-2X', 'XS-S'])).toEqual([
      'One Size',
      'XS-S',
      'M-L',
      'XL-2X',
      '3X-4X',
    ]);
  });

  it('orders standard apparel sizes, treating XXL and 2XL alike', () => {
    expect(orderSizes(['XXL', 'L', 'XS', '3XL', 'M', 'S', 'XL', 'XXS'])).toEqual([
      'XXS',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
    ]);
    expect(orderSizes(['XXXXXL', '2XL', 'XXXXL', 'XXXL'])).toEqual(['2XL', 'XXXL', 'XXXXL', 'XXXXXL']);
  });

  it('puts unknown sizes after known ones, in their given order', () => {
    expect(orderSizes(['Petite', 'L', 'Tall', 'S', 'Regular'])).toEqual(['S', 'L', 'Petite', 'Tall', 'Regular']);
  });

  it('keeps a supplied order when it lists every size', () => {
    const supplied = ['L', 'M', 'S', 'Tall'];
    expect(orderSizes(['S', 'Tall', 'L'], supplied)).toEqual(['L', 'S', 'Tall']);
  });

  it('ignores a supplied order that misses a size', () => {
    expect(orderSizes(['L', 'S', 'XS'], ['L', 'S'])).toEqual(['XS', 'S', 'L']);
  });

  it('does not modify its input', () => {
    const sizes = ['L', 'S'];
    orderSizes(sizes);
    expect(sizes).toEqual(['L', 'S']);
  });
});

describe('collapseOneSize', () => {
  it('collapses a list containing One Size', () => {
    expect(collapseOneSize(['S', 'One Size', 'M'])).toEqual(['One Size']);
  });

  it('returns a copy of other lists', () => {
    const sizes = ['S', 'M'];
    const result = collapseOneSize(sizes);
    expect(result).toEqual(['S', 'M']);
    expect(result).not.toBe(sizes);
  });
});

describe('sizeCaption', () => {
  it('prefixes a size with "Size" and uses its label', () => {
    expect(sizeCaption('M')).toBe('Size M');
    expect(sizeCaption('XXL')).toBe('Size 2XL');
  });
  it('shows One Size alone', () => {
    expect(sizeCaption('One Size')).toBe('One Size');
  });
});

describe('orderSizesOnOneScale', () => {
  it('puts ranges between the sizes they span when a listing mixes size systems', () => {
    expect(orderSizesOnOneScale(['3X-4X', 'XS', 'XS-S', 'XXXXXL', 'M-L', 'L', 'S', 'XL-2X', 'One Size', 'M', 'XXL'], ['XS', 'S', 'M', 'L', 'XXL', 'XXXXXL'])).toEqual([
      'One Size', 'XS', 'XS-S', 'S', 'M', 'M-L', 'L', 'XL-2X', 'XXL', '3X-4X', 'XXXXXL',
    ]);
  });

  it('keeps a supplied order that lists every size, and unknown sizes last', () => {
    expect(orderSizesOnOneScale(['S', 'L'], ['L', 'S'])).toEqual(['L', 'S']);
    expect(orderSizesOnOneScale(['Tall', 'M', 'Petite', 'XS'])).toEqual(['XS', 'M', 'Tall', 'Petite']);
  });
});
