import { brandPage, type BrandPageProps } from '../../lib/page/brandPage';
import { orNotFound } from '../../lib/catalog/load';
import { itemWithCards } from '../../lib/catalog/cards';
import { toSizeTable } from '../../lib/catalog/sizeTable';
import { breadcrumbLd, productLd, type JsonLd } from '../../lib/seo/jsonLd';
import { storeHost } from '../../lib/api/shared';
import { ItemView, type ItemViewProps } from '../../components/item/ItemView';
import { preloadItemMore } from '../../components/item/ItemMoreSlot';
import { Seo } from '../../components/seo/Seo';
import { DeferHydration } from '../../components/ui/DeferHydration';

// The JSON-LD is built on the server and travels as data: its builders stay out of the page's
// JavaScript (docs/performance.md, the item page's first load).
type Props = ItemViewProps & { jsonLd: JsonLd[] };

const ID = /^\d{1,12}$/;

export const getServerSideProps = brandPage<Props>('/item/[id]', async ({ params, api, settings, brand }) => {
  const id = String(params?.id ?? '');
  if (!ID.test(id)) return { notFound: true };
  const [item, reviews, sizeGuide] = await Promise.all([
    orNotFound(api.get('item/:id', { id })),
    orNotFound(api.get('reviews', { itemId: id })),
    settings.sizingGuide ? orNotFound(api.get('size-guide', { itemId: id })) : Promise.resolve([]),
    preloadItemMore(),
  ]);
  if (!item || !reviews || !sizeGuide) return { notFound: true };
  const host = storeHost(brand);
  return {
    props: {
      jsonLd: [productLd(host, brand.storeName, item), breadcrumbLd(host, item.breadcrumb)],
      item: itemWithCards(item),
      reviews,
      sizeGuide: toSizeTable(sizeGuide),
      afterpay: { afterpay: settings.afterpay, afterpayMin: settings.afterpayMin, afterpayMax: settings.afterpayMax },
      clubName: settings.clubName,
    },
  };
});

export default function ItemPage({ jsonLd, item, reviews, sizeGuide, afterpay, clubName, brand, routeNoindex }: Props & BrandPageProps) {
  // Spec section 2's manual page view and the product view are derived by the analytics chunk from
  // this page's props (lib/analytics/derivePage.ts): the page carries no call site.
  const first = item.imageKeys[0] ? item.images[item.imageKeys[0]] : null;
  return (
    <>
      <Seo
        brand={brand}
        path={item.path}
        title={item.name}
        description={item.description || `${item.name} at ${brand.storeName}.`}
        image={first}
        type="product"
        noindex={routeNoindex}
        jsonLd={jsonLd}
      />
      <DeferHydration>
        <ItemView key={item.id} item={item} reviews={reviews} sizeGuide={sizeGuide} afterpay={afterpay} clubName={clubName} />
      </DeferHydration>
    </>
  );
}
