import type { Review } from '../../../lib/catalog/types';
import { formatDate } from '../shared/formatDate';
import { Stars } from '../../catalog/Stars';
import styles from './Reviews.module.css';

/** One review: stars, title, body, the shopper's answers, photos and the item it is about. */
export function ReviewCard({ review }: { review: Review }) {
  const author = `${review.firstName} ${review.lastInitial ? `${review.lastInitial.replace(/\.$/, '')}.` : ''}`.trim();
  return (
    <article className={styles.review} data-testid="review">
      <header className={styles.reviewHead}>
        <Stars rating={review.rating} />
        {review.title ? <h3 className={styles.reviewTitle}>{review.title}</h3> : null}
      </header>
      <p className={styles.meta}>
        <span className={styles.author}>{author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.date}>{formatDate(review.date)}</time>
        {review.item ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>
              Reviewed <a href={review.item.path}>{review.item.name}</a>
            </span>
          </>
        ) : null}
      </p>
      {review.body ? <p className={styles.body}>{review.body}</p> : null}
      {review.answers.length ? (
        <dl className={styles.answers}>
          {review.answers.map((a) => (
            <div key={a.key}>
              <dt>{a.question}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {review.images.length ? (
        <ul className={styles.photos} aria-label={`Photos from ${author}`}>
          {review.images.slice(0, 6).map((img, i) => (
            <li key={`${img.url}-${i}`}>
              <img src={img.url} alt={img.alt || `Customer photo ${i + 1} from ${author}`} width={img.width} height={img.height} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
