import type { StoreSettings } from '../../lib/brand/settings';
import styles from './Banner.module.css';

type Banner = NonNullable<StoreSettings['banner']>;

/** The settings banner: the desktop image from 768 px, the mobile image below; the page's LCP image. */
export function Banner({ banner, storeName }: { banner: Banner; storeName: string }) {
  return (
    <section className={styles.banner} aria-label="Featured">
      <a href={banner.path || '/'} className={styles.link}>
        <picture>
          <source media="(min-width: 768px)" srcSet={banner.desktopImage.url} width={banner.desktopImage.width} height={banner.desktopImage.height} />
          <img
            src={banner.mobileImage.url}
            width={banner.mobileImage.width}
            height={banner.mobileImage.height}
            alt={banner.mobileImage.alt || banner.desktopImage.alt || `Shop ${storeName}`}
            fetchPriority="high"
            loading="eager"
            decoding="sync"
            className={styles.image}
          />
        </picture>
      </a>
    </section>
  );
}
