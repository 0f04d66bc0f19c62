import type { GetServerSidePropsResult } from 'next';
import type { ApiClient } from '../api/client';
import type { FieldValues } from '../api/contract';
import { brandPage, type BrandPageContext } from './brandPage';
import type { PageRoute } from '../routing/manifest';
import { listingParams, parseListingQuery } from '../catalog/query';
import { orNotFound } from '../catalog/load';
import { toListingCards, type ListingCards } from '../catalog/cards';
import type { MultiBuyOffer } from '../promotions/multiBuy';
import type { BreadcrumbEntry, CatalogImage, CategorySummary, GridType, Listing } from '../catalog/types';

/** The category or group the listing is for. */
export interface ListingSubject {
  name: string;
  path: string;
  description: string;
  gridType: GridType;
  /** Multi-buy sets on the category (its page shows them). */
  multiBuys?: MultiBuyOffer[];
}

export interface ListingPageProps extends ListingCards {
  subject: ListingSubject;
  /** The meta description: the subject's own, else one written from the listing. */
  metaDescription: string;
  /** Set when another page is canonical for this listing (every page and filter of it). */
  canonicalPath: string | null;
  ogImage: CatalogImage | null;
  /** Category group pages: links to the group's categories. */
  categories: CategorySummary[] | null;
  breadcrumb: BreadcrumbEntry[];
}

export interface ListingSource<D extends Listing> {
  /** The route parameter holding the slug. */
  param: string;
  /** The listing of one slug with the shopper's filters, sort and page. */
  load(api: ApiClient, slug: string, query: FieldValues): Promise<D>;
  subject(data: D): ListingSubject & { image?: CatalogImage | null };
  /** The meta description when the subject has none. */
  fallbackDescription(data: D, storeName: string): string;
  /** The canonical path when it is not the subject's own. */
  canonicalPath?(data: D): string;
  categories?(data: D): CategorySummary[];
}

function canonicalElsewhere(canonical: string | undefined, own: string): string | null {
  return canonical && canonical !== own ? canonical : null;
}

/** getServerSideProps for a listing page: filters, sort and page from the query, 404 for unknown slugs. */
export function listingPage<D extends Listing>(route: PageRoute, source: ListingSource<D>) {
  return brandPage<ListingPageProps>(route, async (ctx: BrandPageContext): Promise<GetServerSidePropsResult<ListingPageProps>> => {
    const slug = String(ctx.params?.[source.param] ?? '');
    const q = parseListingQuery(ctx.query);
    const data = await orNotFound(source.load(ctx.api, slug, listingParams(q)));
    if (!data) return { notFound: true };
    const { image, ...subject } = source.subject(data);
    return {
      props: {
        subject,
        metaDescription: subject.description || source.fallbackDescription(data, ctx.brand.storeName),
        canonicalPath: canonicalElsewhere(source.canonicalPath?.(data), subject.path),
        ogImage: data.items[0]?.image ?? image ?? null,
        ...toListingCards(data),
        categories: source.categories?.(data) ?? null,
        breadcrumb: [
          { name: 'Home', path: '/' },
          { name: subject.name, path: subject.path },
        ],
      },
    };
  });
}
