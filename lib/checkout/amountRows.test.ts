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

test('a club membership bought with the order is its own row, and the rows add up to the total', () => {
  const rows = amountRows({ subtotal: 67.97, discount: 6.8, shipping: 6.95, membership: 49.95, tax: 3.67, total: 121.74 });
  expect(rows.map((r) => [r.key, r.label, r.value])).toEqual([
    ['subtotal', 'Subtotal', '$67.97'], ['discount', 'Discount', expect.stringContaining('6.80')], ['shipping', 'Shipping', '$6.95'],
    ['membership', 'Membership (first month)', '$49.95'], ['tax', 'Tax', '$3.67'], ['total', 'Total', '$121.74'],
  ]);
  const cents = (v: string) => (v === 'Free' ? 0 : (/[-−(]/.test(v) ? -1 : 1) * Math.round(Number(v.replace(/[^0-9.]/g, '')) * 100));
  const parts = rows.filter((r) => r.key !== 'total').reduce((s, r) => s + cents(r.value), 0);
  expect(parts).toBe(cents(rows[rows.length - 1].value));
  // The club on its own: Subtotal $0.00, the membership and the total.
  expect(amountRows({ subtotal: 0, discount: 0, shipping: 0, membership: 49.95, tax: 0, total: 49.95 }).map((r) => r.value)).toEqual(['$0.00', 'Free', '$49.95', '$0.00', '$49.95']);
});

test('multi-buy savings are a negative row after the subtotal, and the rows add up', () => {
  const rows = amountRows({ subtotal: 88.95, multiBuy: 38.95, discount: 5, shipping: 6.95, tax: 3.5, total: 55.45 });
  expect(rows.map((r) => r.key)).toEqual(['subtotal', 'multiBuy', 'discount', 'shipping', 'tax', 'total']);
  expect(rows[1]).toMatchObject({ label: 'Multi-buy savings', value: '($38.95)' });
});
