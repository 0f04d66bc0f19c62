import { MAX_ROW_ID, rowIdOf } from './rowId';

test.each<[unknown, number]>([
  ['1', 1],
  [' 42 ', 42],
  ['0042', 42],
  [String(MAX_ROW_ID), MAX_ROW_ID],
  [7, 7],
])('%j is the row id %d', (raw, id) => {
  expect(rowIdOf(raw)).toBe(id);
});

test.each<[unknown, string]>([
  [String(MAX_ROW_ID + 1), 'above what a PostgreSQL integer column holds'],
  ['999999999999', 'twelve digits'],
  ['0', 'zero'],
  ['-1', 'negative'],
  ['1.5', 'a fraction'],
  ['1e3', 'an exponent'],
  ['', 'empty'],
  ['12a', 'not all digits'],
  ['٣', 'a digit of another script'],
  [undefined, 'missing'],
  [1.5, 'a fractional number'],
])('%j is not a row id (%s)', (raw) => {
  expect(rowIdOf(raw)).toBeNull();
});
