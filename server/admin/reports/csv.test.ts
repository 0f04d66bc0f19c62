import { csvCell, toCsv } from './csv';

test('plain cells as they are; quotes, commas and line breaks quoted with quotes doubled', () => {
  expect(csvCell('pf')).toBe('pf');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  expect(csvCell('')).toBe('');
  expect(csvCell(null)).toBe('');
});

test('numbers as numbers, a negative one keeps its sign', () => {
  expect(csvCell(1234)).toBe('1234');
  expect(csvCell(-12.5)).toBe('-12.5');
  expect(csvCell(Number.NaN)).toBe('');
});

test('a decimal as given (money: two decimals), a negative one keeps its sign, never taken for a formula; anything else is empty', () => {
  expect(csvCell({ decimal: '10.00' })).toBe('10.00');
  expect(csvCell({ decimal: '-20.00' })).toBe('-20.00');
  expect(csvCell({ decimal: '=1+2' })).toBe('');
  expect(csvCell({ decimal: '-' })).toBe('');
});

test('a text cell a spreadsheet would run as a formula is kept as text', () => {
  expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  expect(csvCell('+1')).toBe("'+1");
  expect(csvCell('-2+3')).toBe("'-2+3");
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('\t=1')).toBe("'\t=1");
  expect(csvCell('a=1')).toBe('a=1');
});

test('toCsv: a header, rows, CRLF after each line', () => {
  expect(toCsv(['query', 'count'], [['red dress', 3], ['=cmd', 1]])).toBe("query,count\r\nred dress,3\r\n'=cmd,1\r\n");
});
