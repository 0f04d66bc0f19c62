import { useBrand } from '../../../lib/brand/context';
import styles from './extras.module.css';

/** The brand's own SVG marks (favicon), shown with the CMS illustrations on the SVG gallery. */
export function BrandMarks() {
  const { brand } = useBrand();
  return (
    <section aria-labelledby="brand-marks" data-testid="brand-marks">
      <h2 id="brand-marks" className={styles.indexTitle}>
        Brand marks
      </h2>
      <ul className={styles.marks}>
        <li>
          <figure>
            <img src={brand.favicon} alt={`${brand.storeName} favicon`} width={96} height={96} />
            <figcaption>{brand.favicon.split('/').pop()}</figcaption>
          </figure>
        </li>
      </ul>
      <p className={styles.note}>
        Theme <strong>{brand.theme.name}</strong>: primary {brand.theme.primary}, dark {brand.theme.primaryDark}, accent {brand.theme.accent}.
      </p>
    </section>
  );
}
