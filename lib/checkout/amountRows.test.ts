import { amountRows } from './amountRows';

test('a discount shows as a negative line; no discount, no line; free shipping says Free', () => {
  expect(amountRows({ subtotal: 100, discount: 10, shipping: 0, tax: 7.2, total: 97.2 })).toEqual([
    { key: 'subtotal', label: 'Subtotal', value: '$100.00' },
    { key: 'discount', label: 'Discount', value: expect.stringContaining('10.00') },
    { key: 'shipping', label: 'Shipping', value: 'Free' },
    { key: 'tax', label: 'Tax', value: '$7.20' },
    { key: 'total', label: 'Total', value: '$97.20' },
  ]);
  expect(amountRows({ subtotal: 50, discount: 0, shipping: 6.95, tax: 0, total: 56.95 }).map((r) => r.key)).toEqual(['subtotal', 'shipping', 'tax', 'total']);
});
