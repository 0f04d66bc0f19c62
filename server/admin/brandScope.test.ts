import { brandsIn, formatBrandScope, parseBrandScope, seesBrand } from './brandScope';

test('all, a list, and malformed rows (which see nothing)', () => {
  expect(parseBrandScope('all')).toBe('all');
  expect(parseBrandScope('["pf","ckb"]')).toEqual(['pf', 'ckb']);
  expect(parseBrandScope('pf')).toEqual([]);
  expect(parseBrandScope('{"a":1}')).toEqual([]);
  expect(parseBrandScope('["pf",3,"Bad Id"]')).toEqual(['pf']);
  expect(formatBrandScope(['pf'])).toBe('["pf"]');
  expect(formatBrandScope('all')).toBe('all');
});

test('a pf-only member sees pf and nothing else', () => {
  expect(seesBrand(['pf'], 'pf')).toBe(true);
  expect(seesBrand(['pf'], 'ckb')).toBe(false);
  expect(seesBrand('all', 'ckb')).toBe(true);
  expect(brandsIn(['pf'], ['pf', 'ckb'])).toEqual(['pf']);
  expect(brandsIn('all', ['pf', 'ckb'])).toEqual(['pf', 'ckb']);
});
