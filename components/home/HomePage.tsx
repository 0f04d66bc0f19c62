import Head from 'next/head';
import Link from 'next/link';
import type { MenuLink } from '../../brands/types';
import type { StoreSettings } from '../../lib/brand/settings';
import styles from './HomePage.module.css';

interface Props {
  settings: Pick<StoreSettings, 'banner' | 'storeName' | 'mainShoppingPath' | 'showClubOffer' | 'clubName'>;
  menu: MenuLink[];
}

export function HomePage({ settings, menu }: Props) {
  const banner = settings.banner;
  return (
    <>
      <Head>
        <title>{settings.storeName}</title>
      </Head>
      <section className={styles.hero}>
        {banner && (
          <picture>
            <source media="(min-width: 768px)" srcSet={banner.desktopImage.url} width={banner.desktopImage.width} height={banner.desktopImage.height} />
            <img src={banner.mobileImage.url} width={banner.mobileImage.width} height={banner.mobileImage.height} alt={banner.mobileImage.alt} className={styles.heroImage} />
          </picture>
        )}
        <div className={styles.heroText}>
          <h1>{settings.storeName}</h1>
          <Link href={banner?.path || settings.mainShoppingPath} className="btn">
            Shop now
          </Link>
        </div>
      </section>
      <section aria-labelledby="featured">
        <h2 id="featured">Shop by category</h2>
        <ul className={styles.categories}>
          {menu.map((m) => (
            <li key={m.path}>
              <Link href={m.path}>{m.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      {settings.showClubOffer && (
        <section className={styles.club}>
          <h2>Join {settings.clubName}</h2>
          <Link href="/vip">Learn more</Link>
        </section>
      )}
    </>
  );
}
