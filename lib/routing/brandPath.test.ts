import { brandRoot, isUnder, pathUnderBrand } from './brandPath';

test('brandRoot', () => {
  expect(brandRoot('pf')).toBe('/_brand/pf');
});

test('isUnder matches the root and its children, not a longer sibling', () => {
  expect(isUnder('/_brand', '/_brand')).toBe(true);
  expect(isUnder('/_brand/pf/x', '/_brand')).toBe(true);
  expect(isUnder('/_brandx', '/_brand')).toBe(false);
});

test.each([
  ['/_brand/pf', 'pf', '/'],
  ['/_brand/pf/item/1', 'pf', '/item/1'],
  ['/_brand/ckb/item/1', 'pf', null],
  ['/_brand/pfx/item/1', 'pf', null],
  ['/item/1', 'pf', null],
])('pathUnderBrand(%s, %s) is %s', (path, brand, expected) => {
  expect(pathUnderBrand(path, brand)).toBe(expected);
});
