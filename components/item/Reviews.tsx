import { useState } from 'react';
import { useShopApi } from '../../lib/api/useShopApi';
import { catalogApi } from '../../lib/catalog/api';
import type { ReviewsPageData } from '../../lib/catalog/types';
import { reviewCount, starCount } from '../../lib/catalog/ratingText';
import { Stars } from '../catalog/Stars';
import { formatDate } from '../pages/shared/formatDate';
import styles from './Reviews.module.css';

interface Props {
  itemId: number;
  initial: ReviewsPageData;
}

/** Rating summary with histogram, the reviews with their answers, and "more reviews". */
export function Reviews({ itemId, initial }: Props) {
  const api = useShopApi();
  const [reviews, setReviews] = useState(initial.reviews);
  const [page, setPage] = useState(initial.page);
  const [loading, setLoading] = useState(false);
  const { summary } = initial;
  const more = reviews.length < initial.total;

  const loadMore = async () => {
    setLoading(true);
    try {
      const next = await catalogApi.reviews(api, itemId, page + 1);
      setReviews((r) => [...r, ...next.reviews.filter((n) => !r.some((x) => x.id === n.id))]);
      setPage(next.page);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">Reviews</h2>
      {summary.count === 0 ? (
        <p>No reviews yet. Be the first to tell us how it fits.</p>
      ) : (
        <div className={styles.summary}>
          <p className={styles.average}>
            <span className={styles.big}>{summary.average.toFixed(1)}</span>
            <Stars rating={summary.average} size="lg" />
            <span>{reviewCount(summary.count)}</span>
          </p>
          <ul className={styles.histogram} aria-label="Ratings">
            {summary.histogram.map((h) => (
              <li key={h.stars}>
                <span>{starCount(h.stars)}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${summary.count ? (h.count / summary.count) * 100 : 0}%` }} />
                </span>
                <span>{h.count}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className={styles.list}>
        {reviews.map((r) => (
          <li key={r.id} className={styles.review}>
            <Stars rating={r.rating} />
            {r.title && <h3 className={styles.title}>{r.title}</h3>}
            <p className={styles.meta}>
              {r.firstName} {r.lastInitial}. · <time dateTime={r.date}>{formatDate(r.date)}</time>
            </p>
            {r.body && <p>{r.body}</p>}
            {r.answers.length > 0 && (
              <dl className={styles.answers}>
                {r.answers.map((a) => (
                  <div key={a.key}>
                    <dt>{a.question}</dt>
                    <dd>{a.answer}</dd>
                  </div>
                ))}
              </dl>
            )}
            {r.images.length > 0 && (
              <ul className={styles.photos}>
                {r.images.map((img) => (
                  <li key={img.url}>
                    <img src={img.url} width={96} height={Math.round((96 * img.height) / img.width)} alt={img.alt} loading="lazy" decoding="async" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className="btn btn-outline" onClick={loadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Show more reviews'}
        </button>
      )}
    </section>
  );
}
