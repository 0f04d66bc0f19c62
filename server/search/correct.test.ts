import { closestWord, correctWords, editDistance, maxEdits } from './correct';

const vocab = new Map([
  ['legging', 10], ['leggings', 4], ['black', 8], ['blue', 3], ['bralette', 2], ['compression', 1], ['thong', 5], ['xl', 9], ['lace', 2], ['lake', 1],
]);

describe('editDistance', () => {
  test('insert, delete, substitute and swap are one edit each', () => {
    expect(editDistance('leggins', 'legging')).toBe(1);
    expect(editDistance('blakc', 'black')).toBe(1);
    expect(editDistance('thng', 'thong')).toBe(1);
    expect(editDistance('black', 'black')).toBe(0);
    expect(editDistance('compresion', 'compression')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  test('stops early past the limit', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('corrections', () => {
  test('allowed edits grow with the word', () => {
    expect([maxEdits(3), maxEdits(4), maxEdits(7), maxEdits(8)]).toEqual([0, 1, 1, 2]);
  });
  test('a word within its edits becomes the closest vocabulary word', () => {
    expect(closestWord('leggins', vocab)).toBe('legging');
    expect(closestWord('brallete', vocab)).toBe('bralette');
    expect(closestWord('blakc', vocab)).toBe('black');
  });
  test('short words, known words and far words stay', () => {
    expect(closestWord('xk', vocab)).toBeNull();
    expect(closestWord('black', vocab)).toBeNull();
    expect(closestWord('zebra', vocab)).toBeNull();
  });
  test('the nearest word wins; at equal distance the more frequent', () => {
    expect(closestWord('lacy', vocab)).toBe('lace');
    expect(closestWord('lave', vocab)).toBe('lace');
  });
  test('correctWords changes only unknown words, null when nothing changed', () => {
    expect(correctWords(['blakc', 'leggings'], vocab)).toEqual(['black', 'leggings']);
    expect(correctWords(['black', 'legging'], vocab)).toBeNull();
    expect(correctWords(['zebra'], vocab)).toBeNull();
    expect(correctWords(['thongs'], vocab)).toBeNull();
  });
});
