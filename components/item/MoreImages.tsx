import type { AdditionalImageGroup, AdditionalImageType, CatalogImage } from '../../lib/catalog/types';
import styles from './MoreImages.module.css';

const TITLES: Record<AdditionalImageType, string> = {
  model: 'On the model',
  pocket: 'The details',
  instagram: 'As seen on Instagram',
  customer: 'Customer photos',
};

interface Props {
  groups: AdditionalImageGroup[];
  modelImages: { plus: CatalogImage | null; straight: CatalogImage | null };
}

/** Additional images by type (the API already chose the types for the item's aspect class) and the model crops. */
export function MoreImages({ groups, modelImages }: Props) {
  const crops = [
    { label: 'Straight size', img: modelImages.straight },
    { label: 'Plus size', img: modelImages.plus },
  ].filter((c): c is { label: string; img: CatalogImage } => c.img !== null);
  if (groups.length === 0 && crops.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="more-images">
      <h2 id="more-images">More photos</h2>
      {crops.length > 0 && (
        <div className={styles.group} data-testid="model-crops">
          <h3>See it on different bodies</h3>
          <ul className={styles.crops}>
            {crops.map((c) => (
              <li key={c.label}>
                <figure>
                  <img src={c.img.url} width={c.img.width} height={c.img.height} alt={c.img.alt} loading="lazy" decoding="async" />
                  <figcaption>{c.label}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      )}
      {groups.map((g) => (
        <div key={g.type} className={styles.group} data-testid={`images-${g.type}`}>
          <h3>
            {TITLES[g.type]} {g.type === 'customer' && <span className={styles.count}>({g.images.length})</span>}
          </h3>
          <ul className={styles.grid}>
            {g.images.map((img) => (
              <li key={img.url}>
                <img src={img.url} width={img.width} height={img.height} alt={img.alt} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
