import { quantityCaption } from './quantity';

test('a line of several pieces says what they cost together; one piece or a free line says its quantity', () => {
  expect(quantityCaption(2, 29.99)).toBe('2 for $29.99');
  expect(quantityCaption(1, 29.99)).toBe('Qty 1');
  expect(quantityCaption(3, 0)).toBe('Qty 3');
});
