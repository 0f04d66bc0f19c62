import { pageWindow } from '../../lib/ui/pagination';
import styles from './Pagination.module.css';

interface Props {
  page: number;
  pageCount: number;
  href(page: number): string;
  /** The nav's accessible name ("Pages", "Review pages"). */
  label: string;
  previous?: string;
  next?: string;
  /** Numbered links around the current page; otherwise "Page N of M" between the two links. */
  numbered?: boolean;
  /** Less space above and none below, under a list inside a panel. */
  compact?: boolean;
  testId?: string;
}

/** Previous and next links of a paged list, as links crawlers and no-script visitors follow; nothing on one page. */
export function Pagination({ page, pageCount, href, label, previous = 'Previous', next = 'Next', numbered = false, compact = false, testId }: Props) {
  if (pageCount <= 1) return null;
  if (!numbered) {
    return (
      <nav aria-label={label} className={`${styles.bar}${compact ? ` ${styles.compact}` : ''}`} data-testid={testId}>
        {page > 1 ? (
          <a href={href(page - 1)} rel="prev">
            {previous}
          </a>
        ) : (
          <span />
        )}
        <span>
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? (
          <a href={href(page + 1)} rel="next">
            {next}
          </a>
        ) : (
          <span />
        )}
      </nav>
    );
  }
  return (
    <nav className={styles.numbered} aria-label={label} data-testid={testId}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={styles.pageLink}>
          {previous}
        </a>
      ) : null}
      <ul>
        {pageWindow(page, pageCount).map((p) => (
          <li key={p}>
            {p === page ? (
              <span className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
                {p}
              </span>
            ) : (
              <a href={href(p)} className={styles.pageLink} aria-label={`Page ${p}`}>
                {p}
              </a>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next" className={styles.pageLink}>
          {next}
        </a>
      ) : null}
    </nav>
  );
}
