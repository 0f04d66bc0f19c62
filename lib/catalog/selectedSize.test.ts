import Cookies from 'js-cookie';
import { initialSize, readSelectedSize, rememberSize } from './selectedSize';

jest.mock('js-cookie', () => {
  const jar = new Map<string, string>();
  return { __esModule: true, default: { get: (k: string) => jar.get(k), set: (k: string, v: string) => jar.set(k, v), remove: (k: string) => jar.delete(k) } };
});

const sizes = [
  { size: 'S', label: 'S', stock: 2, soldOut: false },
  { size: 'M', label: 'M', stock: 0, soldOut: true },
];

test('remembers and removes the size', () => {
  rememberSize('S');
  expect(readSelectedSize()).toBe('S');
  rememberSize('');
  expect(readSelectedSize()).toBeNull();
  expect(Cookies.get('selectedSize')).toBeUndefined();
});

test('initialSize: the remembered size only when in stock; a single size is preselected', () => {
  expect(initialSize(sizes, 'S')).toBe('S');
  expect(initialSize(sizes, 'M')).toBeNull();
  expect(initialSize(sizes, 'XL')).toBeNull();
  expect(initialSize(sizes, null)).toBeNull();
  expect(initialSize([{ size: 'One Size', label: 'One Size', stock: 1, soldOut: false }], null)).toBe('One Size');
});
