import type { SizeTableRow } from '../../lib/catalog/sizeTable';
import styles from './SizeGuide.module.css';

/** The size guide as a disclosure: each size with its measurement lines (photos are on photo-size-chart). */
export function SizeGuide({ entries }: { entries: SizeTableRow[] }) {
  if (entries.length === 0) return null;
  return (
    <details className={styles.details} data-testid="size-guide">
      <summary>Size guide</summary>
      <div className={styles.panel}>
        <table className={styles.table}>
          <caption className="visually-hidden">Measurements by size</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {['Bust', 'Waist', 'Hip', 'Pant'].map((l) =>
                entries.some((e) => e.lines.some((x) => x.label === l)) ? (
                  <th scope="col" key={l}>
                    {l}
                  </th>
                ) : null,
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.name}>
                <th scope="row">{e.label}</th>
                {['Bust', 'Waist', 'Hip', 'Pant'].map((l) =>
                  entries.some((x) => x.lines.some((y) => y.label === l)) ? <td key={l}>{e.lines.find((x) => x.label === l)?.value ?? '–'}</td> : null,
                )}
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
