import { useRouter } from 'next/router';
import { listingHref, splitPath } from '../../lib/catalog/query';
import { SORT_KEYS, SORT_LABELS, type AppliedQuery, type CatalogFilters, type FilterOption, type SortKey } from '../../lib/catalog/types';
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
  const base = { size: applied.size, color: applied.color, sort: applied.sort };
  // A GET form replaces the action's query: the path's own parameters (the search's q) go as fields.
  const [action, own] = splitPath(path);

  const onSort = (sort: SortKey) => {
    void router.push(listingHref(path, { ...base, sort }), undefined, { shallow: false, scroll: false });
  };

  return (
    <section className={styles.bar} aria-label="Filter and sort">
      <div className={styles.row}>
        <p className={styles.count} aria-live="polite" data-testid="result-count">
          {total} {total === 1 ? 'style' : 'styles'}
        </p>
        <form method="get" action={action} className={styles.sort} onSubmit={(e) => {
          e.preventDefault();
          onSort(new FormData(e.currentTarget).get('sort') as SortKey);
        }}>
          {own.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
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
          {/* Without JavaScript the form needs a button; with it, none is parsed, so nothing shifts. */}
          <noscript>
            <button type="submit" className={styles.apply}>
              Apply
            </button>
          </noscript>
        </form>
      </div>
      <FilterChips
        kind="size"
        title="Size"
        options={filters.sizes}
        active={applied.size}
        href={(value) => listingHref(path, { ...base, size: value })}
      />
      <FilterChips
        kind="color"
        title="Color"
        options={filters.colors}
        active={applied.color}
        href={(value) => listingHref(path, { ...base, color: value })}
      />
      {(applied.size || applied.color) && (
        <a href={listingHref(path, { sort: applied.sort })} data-scroll="keep" className={styles.clear}>
          Clear filters
        </a>
      )}
    </section>
  );
}

interface ChipsProps {
  kind: 'size' | 'color';
  title: string;
  options: FilterOption[];
  active: string | null | undefined;
  /** The listing URL with this filter set to value (null clears it). */
  href(value: string | null): string;
}

/** One filter group: a chip per option; the active chip links to the listing without it. */
function FilterChips({ kind, title, options, active, href }: ChipsProps) {
  if (options.length === 0) return null;
  const noun = title.toLowerCase();
  return (
    <div className={styles.group}>
      <h2 className={styles.groupTitle} id={`filter-${kind}`}>{title}</h2>
      <ul className={styles.chips} aria-labelledby={`filter-${kind}`} data-testid={`${kind}-filters`}>
        {options.map((o) => {
          const on = active === o.value;
          return (
            <li key={o.value}>
              <a
                href={href(on ? null : o.value)}
                data-scroll="keep"
                className={`${styles.chip} ${on ? styles.active : ''}`}
                aria-current={on ? 'true' : undefined}
                aria-label={`${on ? `Remove ${noun} filter` : title} ${o.label} (${o.count})`}
              >
                {o.hex && <span className={styles.dot} style={{ background: o.hex }} aria-hidden="true" />}
                {o.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
