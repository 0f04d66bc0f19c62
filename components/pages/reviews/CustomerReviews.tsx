import type { ReviewsPageData } from '../../../lib/catalog/types';
import { Pagination } from '../../ui/Pagination';
import { pagedHref } from '../../../lib/ui/pagination';
import { RatingSummaryPanel } from './RatingSummaryPanel';
import { ReviewCard } from './ReviewCard';
import styles from './Reviews.module.css';

interface Props {
  data: ReviewsPageData;
  basePath: string;
}

/** Brand-wide reviews: the rating summary beside a paginated list. */
export function CustomerReviews({ data, basePath }: Props) {
  const pageCount = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
  return (
    <div className={styles.layout}>
      <RatingSummaryPanel summary={data.summary} />
      <section aria-labelledby="reviews-list" className={styles.list}>
        <h2 id="reviews-list" className={styles.listTitle}>
          What customers say
          {pageCount > 1 ? (
            <>
              {/* The space keeps the heading's accessible name two phrases; the note shows on a line of its own. */}
              {' '}
              <span className={styles.pageNote}>
                Page {data.page} of {pageCount}
              </span>
            </>
          ) : null}
        </h2>
        {data.reviews.length ? (
          data.reviews.map((r) => <ReviewCard key={r.id} review={r} />)
        ) : (
          <p className={styles.empty}>
            No reviews here yet. {data.page > 1 ? <a href={basePath}>Back to the first page</a> : null}
          </p>
        )}
        <Pagination page={data.page} pageCount={pageCount} href={(p) => pagedHref(basePath, p)} label="Review pages" previous="‹ Previous" next="Next ›" numbered testId="pagination" />
      </section>
    </div>
  );
}
