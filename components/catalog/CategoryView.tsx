import type { BreadcrumbEntry, CategorySummary, GridType } from '../../lib/catalog/types';
import type { ListingCards } from '../../lib/catalog/cards';
import type { MultiBuyOffer } from '../../lib/promotions/multiBuy';
import { Breadcrumbs } from './Breadcrumbs';
import { MultiBuyNote } from './MultiBuyNote';
import { FilterBar } from './FilterBar';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import listing from './listing.module.css';
import styles from './CategoryView.module.css';

interface Props extends ListingCards {
  title: string;
  description: string;
  path: string;
  breadcrumb: BreadcrumbEntry[];
  gridType: GridType;
  /** Multi-buy sets on the category. */
  multiBuys?: MultiBuyOffer[];
  /** Category group pages: links to the group's categories. */
  categories?: CategorySummary[];
}

/** A category or category-group page: heading, filters and sort, product grid, pages. */
export function CategoryView(p: Props) {
  return (
    <div className={listing.page}>
      <Breadcrumbs entries={p.breadcrumb} />
      <header className={listing.header}>
        <h1 className={styles.title}>{p.title}</h1>
        {p.description && <p className={styles.description}>{p.description}</p>}
        <MultiBuyNote offers={p.multiBuys ?? []} />
      </header>
      {p.categories && p.categories.length > 0 && (
        <nav aria-label={`${p.title} categories`}>
          <ul className={styles.subcats}>
            {p.categories.map((c) => (
              <li key={c.slug}>
                <a href={c.path} className={listing.pill}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <FilterBar path={p.path} filters={p.filters} applied={p.applied} total={p.total} />
      {p.items.length > 0 ? (
        <ProductGrid items={p.items} gridType={p.gridType} priorityFirst label={p.title} />
      ) : (
        <div className={`${listing.empty} ${styles.empty}`}>
          <p>No styles match these filters right now.</p>
          <a href={p.path}>See all {p.title}</a>
        </div>
      )}
      <Pagination path={p.path} applied={p.applied} pageCount={p.pageCount} />
    </div>
  );
}
