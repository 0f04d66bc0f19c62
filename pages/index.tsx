import dynamic from 'next/dynamic';
import { brandPage, type BrandPageProps } from '../lib/page/brandPage';
import { getContentPage } from '../lib/content/pages';
import type { ContentPage as ContentPageData } from '../lib/content/types';
import type { CategorySummary } from '../lib/catalog/types';
import { orNotFound } from '../lib/catalog/load';
import { toCards, type ProductCardData } from '../lib/catalog/cards';
import { organizationLd } from '../lib/seo/jsonLd';
import { HomePage, type HomeSettings } from '../components/home/HomePage';
import { Seo } from '../components/seo/Seo';
import { DeferHydration } from '../components/ui/DeferHydration';
import { freeShippingLine } from '../lib/shipping/freeShippingCopy';

// Only the brands without a designed home render a CMS page here; the designed homes (pf, ckb) do
// not download the content blocks' code (about 9 KB gzip). Server-rendered pages get the chunk
// before hydration (next/dynamic records it for the page), so nothing renders twice.
const ContentView = dynamic(() => import('../components/pages/content/ContentView').then((m) => m.ContentView));

/** New arrivals come from this category. */
const NEW_ARRIVALS_SLUG = 'whats-new';
const NEW_ARRIVALS_COUNT = 10;
const FEATURED_COUNT = 8;

type Props =
  | {
      kind: 'designed';
      settings: HomeSettings;
      categories: CategorySummary[];
      newArrivals: ProductCardData[];
      newArrivalsPath: string | null;
      sameAs: string[];
    }
  | { kind: 'content'; page: ContentPageData; sameAs: string[] };

export const getServerSideProps = brandPage<Props>('/', async ({ brand, api, settings }) => {
  const sameAs = [settings.instagramUrl, settings.facebookUrl].filter(Boolean);
  if (!brand.hasDesignedHome) {
    const page = await getContentPage(brand.id, 'homepage').catch(() => null);
    if (page) return { props: { kind: 'content', page, sameAs } };
  }
  const [categories, whatsNew] = await Promise.all([
    api.get('categories'),
    orNotFound(api.get('category/:slug', { slug: NEW_ARRIVALS_SLUG })),
  ]);
  return {
    props: {
      kind: 'designed',
      settings: {
        banner: settings.banner,
        storeName: settings.storeName,
        mainShoppingPath: settings.mainShoppingPath,
        showClubOffer: settings.showClubOffer,
        clubName: settings.clubName,
        clubMonthly: settings.clubMonthly,
        monthlyItemFlair: settings.monthlyItemFlair,
        mainProductPlural: settings.mainProductPlural,
        scrollingImages: settings.scrollingImages.slice(0, 12),
      },
      categories: categories.filter((c) => c.image && !c.vipOnly).slice(0, FEATURED_COUNT),
      newArrivals: toCards((whatsNew?.items ?? []).slice(0, NEW_ARRIVALS_COUNT)),
      newArrivalsPath: whatsNew ? whatsNew.category.path : null,
      sameAs,
    },
  };
});

export default function Home(props: Props & BrandPageProps) {
  const { brand } = props;
  const org = organizationLd({ name: brand.storeName, host: brand.host, logo: brand.favicon, sameAs: props.sameAs });
  if (props.kind === 'content') {
    return <ContentView page={props.page} path="/" meta={<Seo brand={brand} path="/" title={null} description={props.page.description} noindex={props.routeNoindex} jsonLd={[org]} />} />;
  }
  const description = `${brand.storeName}: new ${brand.mainProductPlural} every week, in sizes for every body. ${freeShippingLine(props.layoutSettings.freeShippingThreshold)}.`;
  return (
    <>
      <Seo
        brand={brand}
        path="/"
        title={null}
        description={description}
        image={props.settings.banner?.desktopImage}
        noindex={props.routeNoindex}
        jsonLd={[org]}
      />
      <DeferHydration>
        <HomePage settings={props.settings} categories={props.categories} newArrivals={props.newArrivals} newArrivalsPath={props.newArrivalsPath} />
      </DeferHydration>
    </>
  );
}
