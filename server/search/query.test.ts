import { alternativesOf, fts5Expression, fts5Quote, MAX_QUERY_WORDS, normaliseQuery, tokenise } from './query';

describe('tokenise', () => {
  test('lower case, accents folded, punctuation and operators split away', () => {
    expect(tokenise('Black HIGH-Waisted "Legging"*')).toEqual(['black', 'high', 'waisted', 'legging']);
    expect(tokenise('Ĺéggíng')).toEqual(['legging']);
    expect(tokenise('NEAR(a b) ^c -d {name}: e')).toEqual(['b', 'c', 'd', 'name', 'e']);
    expect(tokenise("'; DROP TABLE items; --")).toEqual(['drop', 'table', 'items']);
  });
  test('emoji, NUL-free symbols and empty text give no words', () => {
    expect(tokenise('🦄 * " ( ) ^ -')).toEqual([]);
    expect(tokenise('')).toEqual([]);
  });
  test('stop words dropped, duplicates once, at most MAX_QUERY_WORDS', () => {
    expect(tokenise('socks for a gift OR the legging AND not')).toEqual(['socks', 'gift', 'legging']);
    expect(tokenise('a b c d e f g h i j k l')).toHaveLength(MAX_QUERY_WORDS);
    expect(tokenise('black black')).toEqual(['black']);
  });
  test('normaliseQuery joins the words with one space', () => {
    expect(normaliseQuery('  Purple  UNICORN!! ')).toBe('purple unicorn');
  });
});

describe('size spellings and FTS5 expressions', () => {
  test('2xl is XXL and 2X', () => {
    expect(alternativesOf('2xl')).toEqual(['2xl', 'xxl', '2x']);
    expect(alternativesOf('xxl')).toEqual(['2xl', 'xxl', '2x']);
    expect(alternativesOf('legging')).toEqual(['legging']);
  });
  test('every word quoted, AND between words, OR between spellings, optional column', () => {
    expect(fts5Expression(['lace', '2xl'])).toBe('"lace" AND ("2xl" OR "xxl" OR "2x")');
    expect(fts5Expression(['lace'], 'name')).toBe('name : ("lace")');
    expect(fts5Quote('a"b')).toBe('"a""b"');
  });
});
