import type { CategorySummary } from '../../lib/catalog/types';
import styles from './FeaturedCategories.module.css';

export function FeaturedCategories({ categories }: { categories: CategorySummary[] }) {
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="featured-title">
      <h2 id="featured-title">Shop by category</h2>
      <ul className={styles.grid}>
        {categories.map((c) => (
          <li key={c.slug}>
            <a href={c.path} className={styles.tile}>
              {c.image && <img src={c.image.url} width={c.image.width} height={c.image.height} alt="" loading="lazy" decoding="async" />}
              <span className={styles.name}>{c.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
