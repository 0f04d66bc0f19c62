import { sizeTableCell, sizeTableColumns, type SizeTableRow } from '../../lib/catalog/sizeTable';
import styles from './SizeGuide.module.css';

/** The size guide as a disclosure: each size with its measurement lines (photos are on photo-size-chart). */
export function SizeGuide({ entries }: { entries: SizeTableRow[] }) {
  if (entries.length === 0) return null;
  const columns = sizeTableColumns(entries);
  return (
    <details className={styles.details} data-testid="size-guide">
      <summary>Size guide</summary>
      <div className={styles.panel}>
        <table className={styles.table}>
          <caption className="visually-hidden">Measurements by size</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {columns.map((c) => (
                <th scope="col" key={c.label}>
                  {c.label}
                  {c.unit && <span className={styles.unit}> ({c.unit})</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.name}>
                <th scope="row">{e.label}</th>
                {columns.map((c) => (
                  <td key={c.label}>{sizeTableCell(e, c)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <a href="/photo-size-chart" className={styles.more}>
          See the photo size chart
        </a>
      </div>
    </details>
  );
}
