import { centsField, dollarsField } from './moneyField';

test('typed dollars become the API\'s cents; empty stays empty; nonsense goes as typed for the server to refuse', () => {
  expect(centsField('')).toBe('');
  expect(centsField('  ')).toBe('');
  expect(centsField('45')).toBe('4500');
  expect(centsField('$1,234.5')).toBe('123450');
  expect(centsField('1.005')).toBe('101');
  expect(centsField('ten')).toBe('ten');
});

test('cents show as dollars with two decimals', () => {
  expect(dollarsField(4500)).toBe('45.00');
  expect(dollarsField(1)).toBe('0.01');
  expect(dollarsField(null)).toBe('');
});
