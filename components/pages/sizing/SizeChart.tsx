import type { SizingGuideEntry } from '../../../lib/catalog/types';
import { ONE_SIZE } from '../../../lib/format/sizes';
import { entryImages } from './order';
import styles from './SizeChart.module.css';

const VIEW_LABEL = { front: 'Front', side: 'Side', back: 'Back' } as const;

/** The photo size guide: every size on a real person from three angles, with its measurements. */
export function SizeChart({ entries }: { entries: SizingGuideEntry[] }) {
  if (!entries.length) {
    return <p className={styles.empty}>Our photo size guide is being updated. Please check back soon or ask us about fit.</p>;
  }
  return (
    <>
      <nav aria-label="Jump to a size" className={styles.jump}>
        <ul>
          {entries.map((e) => (
            <li key={e.name}>
              <a href={`#size-${slug(e.name)}`}>{e.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ol className={styles.entries} data-testid="size-guide">
        {entries.map((entry, i) => (
          <li key={entry.name} id={`size-${slug(entry.name)}`} className={styles.entry} data-testid="size-entry">
            <h2 className={styles.size}>
              {/* 'One Size' alone, never 'Size One Size' (as sizeCaption says it in the cart). */}
              {entry.name === ONE_SIZE ? <span>{entry.label}</span> : <>Size <span>{entry.label}</span></>}
            </h2>
            <ul className={styles.images}>
              {entryImages(entry, i).map(({ view, image }) => (
                <li key={view} data-view={view}>
                  <figure>
                    <img
                      src={image.url}
                      alt={image.alt || `${entry.name === ONE_SIZE ? entry.label : `Size ${entry.label}`}, ${view} view`}
                      width={image.width}
                      height={image.height}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                    <figcaption>{VIEW_LABEL[view]}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
            {entry.lines.length ? (
              <dl className={styles.lines}>
                {entry.lines.map((l) => (
                  <div key={l.label}>
                    <dt>{l.label}</dt>
                    <dd>{l.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
