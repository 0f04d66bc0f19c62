import styles from './Reviews.module.css';

interface Props {
  page: number;
  pageCount: number;
  /** Path of the listing; page 1 is the bare path, others add ?page=N. */
  basePath: string;
}

function href(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

/** Previous / numbered / next links (a window around the current page). */
export function Pagination({ page, pageCount, basePath }: Props) {
  if (pageCount <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, pageCount - 4));
  const to = Math.min(pageCount, from + 4);
  const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <nav className={styles.pagination} aria-label="Review pages" data-testid="pagination">
      {page > 1 ? (
        <a href={href(basePath, page - 1)} rel="prev" className={styles.pageLink}>
          ‹ Previous
        </a>
      ) : null}
      <ul>
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
                {p}
              </span>
            ) : (
              <a href={href(basePath, p)} className={styles.pageLink} aria-label={`Page ${p}`}>
                {p}
              </a>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <a href={href(basePath, page + 1)} rel="next" className={styles.pageLink}>
          Next ›
        </a>
      ) : null}
    </nav>
  );
}
