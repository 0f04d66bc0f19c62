import type { StoreSettings } from '../../lib/brand/settings';
import type { CategorySummary } from '../../lib/catalog/types';
import type { ProductCardData } from '../../lib/catalog/cards';
import { ProductGrid } from '../catalog/ProductGrid';
import { Banner } from './Banner';
import { ClubOffer } from './ClubOffer';
import { FeaturedCategories } from './FeaturedCategories';
import { ScrollingStrip } from './ScrollingStrip';
import styles from './HomePage.module.css';

export type HomeSettings = Pick<
  StoreSettings,
  'banner' | 'storeName' | 'mainShoppingPath' | 'showClubOffer' | 'clubName' | 'clubMonthly' | 'monthlyItemFlair' | 'mainProductPlural' | 'scrollingImages'
>;

interface Props {
  settings: HomeSettings;
  categories: CategorySummary[];
  newArrivals: ProductCardData[];
  newArrivalsPath: string | null;
}

/** The designed home page of the main brands. */
export function HomePage({ settings, categories, newArrivals, newArrivalsPath }: Props) {
  return (
    <div className={styles.home}>
      {settings.banner && <Banner banner={settings.banner} storeName={settings.storeName} />}
      <div className={styles.intro}>
        <h1>{settings.storeName}</h1>
        <p>New {settings.mainProductPlural} every week, made for every body.</p>
        {/* The banner's own button leads there when it has one. */}
        {!settings.banner?.heading && (
          <a href={settings.banner?.path || settings.mainShoppingPath} className="btn">
            Shop now
          </a>
        )}
      </div>
      <ScrollingStrip images={settings.scrollingImages} />
      <FeaturedCategories categories={categories} />
      {newArrivals.length > 0 && (
        <section className={styles.section} aria-labelledby="new-title">
          <div className={styles.sectionHead}>
            <h2 id="new-title">New arrivals</h2>
            {newArrivalsPath && <a href={newArrivalsPath}>Shop all new</a>}
          </div>
          <ProductGrid items={newArrivals} gridType="catchall" headingLevel="h3" />
        </section>
      )}
      {settings.showClubOffer && (
        <ClubOffer
          clubName={settings.clubName}
          clubMonthly={settings.clubMonthly}
          monthlyItemFlair={settings.monthlyItemFlair}
          mainProductPlural={settings.mainProductPlural}
        />
      )}
    </div>
  );
}
