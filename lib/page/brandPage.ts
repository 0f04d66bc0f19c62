import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { findBrandByHost } from '../../brands';
import type { Brand } from '../../brands/types';
import { serverApi } from '../api/server';
import type { ApiClient } from '../api/client';
import { toPublicBrand, type PublicBrand } from '../brand/public';
import { layoutSettings, type LayoutSettings, type StoreSettings } from '../brand/settings';
import { isNoindexPath, sendsNoindexHeader } from '../seo/noindex';
import { defaultShareImage } from '../seo/defaultShareImage';
import { logPageRequest } from '../server/pageRequestLog';
import { applyTransportSecurity } from '../security/transportSecurity';
import { cacheHeaders, ROUTES, type LayoutKind, type PageRoute } from '../routing/manifest';
import { analyticsConfig, analyticsOrigins, rememberAnalyticsOrigins, type AnalyticsConfig } from '../analytics/config';
import { trackedLanding } from '../analytics/trackedLanding';

export type { LayoutKind };

export interface BrandPageProps {
  brand: PublicBrand;
  layoutSettings: LayoutSettings;
  layout: LayoutKind;
  /** The path the shopper sees ('/item/12'). */
  path: string;
  /**
   * The page's route is noindex (lib/seo/noindex.ts, from the route manifest): Seo writes the robots
   * meta tag for it. Worked out here so the manifest stays out of the browser's bundle.
   */
  routeNoindex: boolean;
  /** Analytics destinations of the brand (lib/analytics/config.ts); absent when none is configured. */
  analytics?: AnalyticsConfig;
  /** The address carries tracking parameters (lib/analytics/trackedLanding.ts): analytics boots to send the landing. */
  trackedLanding?: true;
}

export interface BrandPageContext extends GetServerSidePropsContext {
  brand: Brand;
  api: ApiClient;
  settings: StoreSettings;
}

/** The path the shopper sees (for data requests too: resolvedUrl is the page's own URL). */
function visiblePath(ctx: GetServerSidePropsContext): string {
  const raw = (ctx.resolvedUrl || ctx.req.url || '/').split('?')[0];
  return raw.replace(/\/index$/, '') || '/';
}

/** What a request for a host no brand claims gets instead of a page (see UnknownHost). */
export interface UnknownHostProps {
  unknownHost: true;
}

/** The props of the 'Unknown host' answer, with its status and headers set. */
export function unknownHost(res: GetServerSidePropsContext['res']): { props: UnknownHostProps } {
  res.statusCode = 404;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  return { props: { unknownHost: true } };
}

/**
 * getServerSideProps for a brand page: the brand comes from the Host header; settings come from
 * the brand API; the page adds its own props. `route` is the page's own pattern in the route
 * manifest (lib/routing/manifest.ts), which sets its cache policy and layout. A host no brand
 * claims gets the 'Unknown host' page.
 */
export function brandPage<P extends object>(route: PageRoute, load?: (ctx: BrandPageContext) => Promise<GetServerSidePropsResult<P>>) {
  const { cache, layout } = ROUTES[route];
  return async (ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<(P & BrandPageProps) | UnknownHostProps>> => {
    const brand = findBrandByHost(ctx.req.headers.host);
    logPageRequest(ctx, visiblePath(ctx), brand?.id);
    // Router data requests too (_document sets it on full page loads).
    applyTransportSecurity(ctx.req, ctx.res);
    if (!brand) return unknownHost(ctx.res);
    const api = serverApi(brand, ctx.req, ctx.res);
    const settings = await api.get('settings');
    const result = load ? await load({ ...ctx, brand, api, settings }) : { props: {} as P };
    if (!('props' in result)) return result;
    for (const [name, value] of Object.entries(cacheHeaders(cache))) ctx.res.setHeader(name, value);
    const path = visiblePath(ctx);
    const props = await result.props;
    if (sendsNoindexHeader(path, props)) ctx.res.setHeader('X-Robots-Tag', 'noindex');
    const analytics = analyticsConfig(brand.id, settings);
    rememberAnalyticsOrigins(ctx.res, analyticsOrigins(analytics, layout === 'checkout'));
    return {
      props: {
        ...(analytics ? { analytics } : {}),
        ...(trackedLanding(ctx.resolvedUrl || ctx.req.url || '') ? { trackedLanding: true as const } : {}),
        ...props,
        brand: { ...toPublicBrand(brand, settings), shareImage: defaultShareImage(settings) },
        layoutSettings: layoutSettings(settings),
        layout,
        path,
        routeNoindex: isNoindexPath(path),
      },
    };
  };
}
