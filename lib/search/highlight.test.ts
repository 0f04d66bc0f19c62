import { highlightParts, queryWords } from './highlight';

const marked = (text: string, q: string) =>
  highlightParts(text, q)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

test('marks the start of each word the query starts', () => {
  expect(marked('High Waisted Leggings', 'leg')).toBe('High Waisted [Leg]gings');
  expect(marked('High Waisted Leggings', 'high leg')).toBe('[High] Waisted [Leg]gings');
});

test('ignores case and accents, and keeps the text unchanged', () => {
  expect(marked('Café Crème Bra', 'cafe CREME')).toBe('[Café] [Crème] Bra');
  const parts = highlightParts('Café Crème Bra', 'creme');
  expect(parts.map((p) => p.text).join('')).toBe('Café Crème Bra');
});

test('does not mark a word inside another word', () => {
  expect(marked('Alegra Legging', 'leg')).toBe('Alegra [Leg]ging');
});

test('a longer word wins over its own start', () => {
  expect(marked('Legging', 'leg legging')).toBe('[Legging]');
});

test('no words, or no text, mark nothing', () => {
  expect(highlightParts('Sock Gift', '  "*" ')).toEqual([{ text: 'Sock Gift', match: false }]);
  expect(highlightParts('', 'sock')).toEqual([]);
  expect(marked('Sock Gift', 'bra')).toBe('Sock Gift');
});

test('operators and punctuation in the query are not words', () => {
  expect(queryWords('black OR "lace" *thong*')).toEqual(['black', 'thong', 'lace', 'or']);
  expect(marked('Lace Thong', 'lace* (thong)')).toBe('[Lace] [Thong]');
});

test('emoji in the text stay in place', () => {
  expect(marked('Sock 🎁 Gift', 'gift')).toBe('Sock 🎁 [Gift]');
});
