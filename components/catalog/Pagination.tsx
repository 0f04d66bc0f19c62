import { listingHref } from '../../lib/catalog/query';
import type { AppliedQuery } from '../../lib/catalog/types';
import styles from './Pagination.module.css';

interface Props {
  path: string;
  applied: AppliedQuery;
  pageCount: number;
}

export function Pagination({ path, applied, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const href = (page: number) => listingHref(path, { ...applied, page });
  return (
    <nav aria-label="Pages" className={styles.nav}>
      {applied.page > 1 ? <a href={href(applied.page - 1)} rel="prev">Previous</a> : <span />}
      <span>
        Page {applied.page} of {pageCount}
      </span>
      {applied.page < pageCount ? <a href={href(applied.page + 1)} rel="next">Next</a> : <span />}
    </nav>
  );
}
