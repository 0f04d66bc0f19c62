import Link from 'next/link';
import { useRouter } from 'next/router';
import { listingHref } from '../../lib/catalog/query';
import { useHydrated } from '../../lib/catalog/useHydrated';
import { SORT_KEYS, SORT_LABELS, type AppliedQuery, type CatalogFilters, type SortKey } from '../../lib/catalog/types';
import styles from './FilterBar.module.css';

interface Props {
  /** The listing's path ('/category/leggings'). */
  path: string;
  filters: CatalogFilters;
  applied: AppliedQuery;
  total: number;
}

/**
 * Size and colour filters (links) and sort (a GET form): all work without JavaScript and are
 * server-rendered; with JavaScript the sort applies on change through the router.
 */
export function FilterBar({ path, filters, applied, total }: Props) {
  const router = useRouter();
  const enhanced = useHydrated();
  const base = { size: applied.size, color: applied.color, sort: applied.sort };

  const onSort = (sort: SortKey) => {
    void router.push(listingHref(path, { ...base, sort }), undefined, { shallow: false, scroll: false });
  };

  return (
    <section className={styles.bar} aria-label="Filter and sort">
      <div className={styles.row}>
        <p className={styles.count} aria-live="polite" data-testid="result-count">
          {total} {total === 1 ? 'style' : 'styles'}
        </p>
        <form method="get" action={path} className={styles.sort} onSubmit={(e) => {
          e.preventDefault();
          onSort(new FormData(e.currentTarget).get('sort') as SortKey);
        }}>
          {applied.size && <input type="hidden" name="size" value={applied.size} />}
          {applied.color && <input type="hidden" name="color" value={applied.color} />}
          <label htmlFor="sort-select">Sort by</label>
          <select id="sort-select" name="sort" defaultValue={applied.sort} key={applied.sort} onChange={(e) => onSort(e.target.value as SortKey)} data-testid="sort-select">
            {SORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {SORT_LABELS[k]}
              </option>
            ))}
          </select>
          {!enhanced && (
            <button type="submit" className={styles.apply}>
              Apply
            </button>
          )}
        </form>
      </div>
      {filters.sizes.length > 0 && (
        <div className={styles.group}>
          <h2 className={styles.groupTitle} id="filter-size">Size</h2>
          <ul className={styles.chips} aria-labelledby="filter-size" data-testid="size-filters">
            {filters.sizes.map((s) => {
              const active = applied.size === s.value;
              return (
                <li key={s.value}>
                  <Link
                    href={listingHref(path, { ...base, size: active ? null : s.value })}
                    scroll={false}
                    className={`${styles.chip} ${active ? styles.active : ''}`}
                    aria-current={active ? 'true' : undefined}
                    aria-label={`${active ? 'Remove size filter' : 'Size'} ${s.label} (${s.count})`}
                  >
                    {s.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {filters.colors.length > 0 && (
        <div className={styles.group}>
          <h2 className={styles.groupTitle} id="filter-color">Colour</h2>
          <ul className={styles.chips} aria-labelledby="filter-color" data-testid="color-filters">
            {filters.colors.map((c) => {
              const active = applied.color === c.value;
              return (
                <li key={c.value}>
                  <Link
                    href={listingHref(path, { ...base, color: active ? null : c.value })}
                    scroll={false}
                    className={`${styles.chip} ${active ? styles.active : ''}`}
                    aria-current={active ? 'true' : undefined}
                    aria-label={`${active ? 'Remove colour filter' : 'Colour'} ${c.label} (${c.count})`}
                  >
                    <span className={styles.dot} style={{ background: c.hex }} aria-hidden="true" />
                    {c.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {(applied.size || applied.color) && (
        <Link href={listingHref(path, { sort: applied.sort })} scroll={false} className={styles.clear}>
          Clear filters
        </Link>
      )}
    </section>
  );
}
