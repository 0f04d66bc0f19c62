import styles from './Orders.module.css';

const href = (page: number) => (page > 1 ? `/orders?page=${page}` : '/orders');

/** Previous / next pages of the order history; nothing when it fits on one page. */
export function OrdersPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Order history pages" className={styles.pager}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          Newer orders
        </a>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next">
          Older orders
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
