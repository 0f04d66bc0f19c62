import { sizeTableCell, sizeTableColumns, toSizeTable, type SizeTableRow } from './sizeTable';

test('size table rows keep name, label and lines and leave the photos out', () => {
  const image = { url: '/media/x.svg', width: 400, height: 500, alt: 'Size XS, front view' };
  const rows = toSizeTable([{ name: 'XS', label: 'XS', images: { front: image, side: image, back: image }, lines: [{ label: 'Bust', value: '31–32 in' }] }]);
  expect(rows).toEqual([{ name: 'XS', label: 'XS', lines: [{ label: 'Bust', value: '31–32 in' }] }]);
});

const row = (label: string, lines: SizeTableRow['lines']): SizeTableRow => ({ name: label, label, lines });

test('a unit every value of a column shares moves to the heading, and the cells lose it', () => {
  const rows = [
    row('XS', [{ label: 'Bust', value: '31–32 in' }, { label: 'Hip', value: '34–35 in' }]),
    row('S', [{ label: 'Bust', value: '33–34 in' }, { label: 'Hip', value: '36"' }]),
  ];
  const columns = sizeTableColumns(rows);
  expect(columns).toEqual([{ label: 'Bust', unit: 'in' }, { label: 'Hip', unit: null }]);
  expect(rows.map((r) => columns.map((c) => sizeTableCell(r, c)))).toEqual([['31–32', '34–35 in'], ['33–34', '36"']]);
});

test('columns follow Bust, Waist, Hip, Pant and a size without a measurement shows a dash', () => {
  const rows = [row('M', [{ label: 'Pant', value: '30 cm' }, { label: 'Waist', value: '28 cm' }]), row('L', [{ label: 'Waist', value: '30 cm' }])];
  const columns = sizeTableColumns(rows);
  expect(columns.map((c) => c.label)).toEqual(['Waist', 'Pant']);
  expect(sizeTableCell(rows[1], columns[1])).toBe('–');
  expect(sizeTableCell(rows[0], columns[1])).toBe('30');
});

test("a socks guide's table has one Shoe size column, its values whole (no unit to move)", () => {
  const rows = [row('XS-S', [{ label: 'Shoe size', value: "Women's 4–6 / Men's 3–5" }]), row('M-L', [{ label: 'Shoe size', value: "Women's 7–10 / Men's 6–9" }])];
  const columns = sizeTableColumns(rows);
  expect(columns).toEqual([{ label: 'Shoe size', unit: null }]);
  expect(rows.map((r) => sizeTableCell(r, columns[0]))).toEqual(["Women's 4–6 / Men's 3–5", "Women's 7–10 / Men's 6–9"]);
});
