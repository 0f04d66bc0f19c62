import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { brandById, isBrandId } from '../../brands';
import type { Brand } from '../../brands/types';
import { serverApi } from '../api/server';
import type { ApiClient } from '../api/client';
import { toPublicBrand, type PublicBrand } from '../brand/public';
import { layoutSettings, type LayoutSettings, type StoreSettings } from '../brand/settings';
import { isNoindexPath } from '../seo/noindex';
import { pathUnderBrand } from '../routing/brandPath';

export type LayoutKind = 'default' | 'slim' | 'checkout';

export interface BrandPageProps {
  brand: PublicBrand;
  layoutSettings: LayoutSettings;
  layout: LayoutKind;
  /** The path the shopper sees (without the internal /_brand/<id> prefix). */
  path: string;
}

export interface BrandPageContext extends GetServerSidePropsContext {
  brand: Brand;
  api: ApiClient;
  settings: StoreSettings;
}

export interface BrandPageOptions {
  /** 'public' pages hold nothing personal and may be cached by a CDN. */
  cache: 'public' | 'private';
  layout?: LayoutKind;
}

export const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';

/** The visible path: the request URL (the proxy's rewrite keeps the original URL in req.url). */
function visiblePath(ctx: GetServerSidePropsContext, brandId: string): string {
  const raw = (ctx.resolvedUrl || ctx.req.url || '/').split('?')[0];
  const p = pathUnderBrand(raw, brandId) ?? raw;
  return p.replace(/\/index$/, '') || '/';
}

/**
 * getServerSideProps for a brand page: the brand comes from the route param the proxy adds;
 * settings come from the brand API; the page adds its own props.
 */
export function brandPage<P extends object>(
  opts: BrandPageOptions,
  load?: (ctx: BrandPageContext) => Promise<GetServerSidePropsResult<P>>,
) {
  return async (ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<P & BrandPageProps>> => {
    const id = String(ctx.params?.brand ?? '');
    if (!isBrandId(id)) return { notFound: true };
    const brand = brandById(id);
    const api = serverApi(brand, ctx.req, ctx.res);
    const settings = await api.get<StoreSettings>('settings');
    const result = load ? await load({ ...ctx, brand, api, settings }) : { props: {} as P };
    if (!('props' in result)) return result;
    ctx.res.setHeader('Cache-Control', opts.cache === 'public' ? PUBLIC_CACHE : 'private, no-store');
    const path = visiblePath(ctx, brand.id);
    if (isNoindexPath(path)) ctx.res.setHeader('X-Robots-Tag', 'noindex');
    const props = await result.props;
    return {
      props: {
        ...props,
        brand: toPublicBrand(brand),
        layoutSettings: layoutSettings(settings),
        layout: opts.layout ?? 'default',
        path,
      },
    };
  };
}
