import type { Offer } from './types';
import { initialChoice, missingChoice } from './offerChoice';

function offer(colors: string[], sizes: string[], soldOutSizes: string[] = [], picker = { size: true, color: true }): Offer {
  return {
    id: 1, kind: 'order_bump', offerType: 'cb', flow: 'free_flow', price: 10, originalPrice: null, howMany: 1, shortItemName: 'Tee', digital: false,
    picker, copy: { headline: '', body: '', image: '', cta: '' }, item: { id: 2, name: 'Tee', image: '', colors, sizes, soldOutSizes },
  };
}

test('one colour or one size in stock is chosen; with more the shopper chooses', () => {
  expect(initialChoice(offer(['Black'], ['S', 'M'], ['S']))).toEqual({ color: 'Black', size: 'M' });
  expect(initialChoice(offer(['Black', 'Navy'], ['S', 'M']))).toEqual({ color: null, size: null });
});

test('without a picker the first colour and first size in stock are taken', () => {
  expect(initialChoice(offer(['Black', 'Navy'], ['S', 'M'], ['S'], { size: false, color: false }))).toEqual({ color: 'Black', size: 'M' });
  expect(initialChoice(offer([], [], [], { size: false, color: false }))).toEqual({ color: null, size: null });
});

test('the colour is asked for first, then the size; nothing is asked for that the item does not have', () => {
  const o = offer(['Black', 'Navy'], ['S', 'M']);
  expect(missingChoice(o, { color: null, size: null })).toBe('Please choose a color.');
  expect(missingChoice(o, { color: 'Navy', size: null })).toBe('Please choose a size.');
  expect(missingChoice(o, { color: 'Navy', size: 'M' })).toBeNull();
  expect(missingChoice(offer([], []), { color: null, size: null })).toBeNull();
});
