import { metaDescription, pageTitle } from './meta';

test('pageTitle', () => {
  expect(pageTitle('Leggings', 'Pure Form')).toBe('Leggings | Pure Form');
  expect(pageTitle('', 'Pure Form')).toBe('Pure Form');
  expect(pageTitle('Pure Form', 'Pure Form')).toBe('Pure Form');
});

test('metaDescription collapses whitespace and cuts at a word', () => {
  expect(metaDescription('  a\n b  ')).toBe('a b');
  const long = 'word '.repeat(60);
  const d = metaDescription(long);
  expect(d.length).toBeLessThanOrEqual(160);
  expect(d.endsWith('word…')).toBe(true);
});
