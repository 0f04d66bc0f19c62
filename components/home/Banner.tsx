import type { StoreSettings } from '../../lib/brand/settings';
import styles from './Banner.module.css';

type Banner = NonNullable<StoreSettings['banner']>;

/**
 * The settings banner: the desktop image from 768 px, the mobile image below; the page's LCP
 * image. The picture has no words in it: the heading, subheading and button are live text over
 * the space the picture leaves for them (left on desktop, top on phones).
 */
export function Banner({ banner, storeName }: { banner: Banner; storeName: string }) {
  const path = banner.path || '/';
  return (
    <section className={styles.banner} aria-label="Featured">
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
      {banner.heading ? (
        <div className={styles.text}>
          <h2 className={styles.heading}>{banner.heading}</h2>
          {banner.subheading ? <p className={styles.sub}>{banner.subheading}</p> : null}
          <a href={path} className={`btn ${styles.button}`} data-testid="banner-cta">
            Shop now
          </a>
        </div>
      ) : (
        <a href={path} className={styles.cover} aria-label={`Shop ${storeName}`} />
      )}
    </section>
  );
}
