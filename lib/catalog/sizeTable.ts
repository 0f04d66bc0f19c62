import type { SizingGuideEntry } from './types';

/** One row of an item page's size table: the sizing guide without its photos (those are on photo-size-chart). */
export type SizeTableRow = Pick<SizingGuideEntry, 'name' | 'label' | 'lines'>;

export type MeasureLabel = SizingGuideEntry['lines'][number]['label'];

/** A column of the size table: a measurement some size has, and the unit every value of it shares ('in'), if any. */
export interface SizeTableColumn {
  label: MeasureLabel;
  unit: string | null;
}

const ORDER: MeasureLabel[] = ['Bust', 'Waist', 'Hip', 'Pant', 'Shoe size'];
const WITH_UNIT = /^(.*\S)\s+([A-Za-z]{1,4})$/;

export function toSizeTable(entries: readonly SizingGuideEntry[]): SizeTableRow[] {
  return entries.map(({ name, label, lines }) => ({ name, label, lines }));
}

/**
 * The table's columns. A unit all of a column's values end in moves to its heading ('Bust (in)'),
 * so a cell reads '31–32' and stays on one line on a phone.
 */
export function sizeTableColumns(rows: readonly SizeTableRow[]): SizeTableColumn[] {
  return ORDER.flatMap((label) => {
    const values = rows.flatMap((r) => r.lines.filter((l) => l.label === label).map((l) => l.value));
    if (values.length === 0) return [];
    const units = new Set(values.map((v) => WITH_UNIT.exec(v)?.[2] ?? null));
    const [unit] = [...units];
    return [{ label, unit: units.size === 1 && unit ? unit : null }];
  });
}

/** A row's value in a column, without the column's unit; '–' when the size has no such measurement. */
export function sizeTableCell(row: SizeTableRow, column: SizeTableColumn): string {
  const value = row.lines.find((l) => l.label === column.label)?.value;
  if (value === undefined) return '–';
  const m = column.unit ? WITH_UNIT.exec(value) : null;
  return m ? m[1] : value;
}
