import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { findBrandByHost } from '../../brands';
import type { Brand } from '../../brands/types';
import { unknownHost } from './brandPage';
import { cacheHeaders, ROUTES, type DocumentRoute } from '../routing/manifest';
import { applyTransportSecurity } from '../security/transportSecurity';

/**
 * getServerSideProps for a brand's non-HTML document (robots.txt, sitemap.xml): the brand comes
 * from the Host header and the body is written straight to the response. A host no brand claims
 * gets the 'Unknown host' page, as every brand page does. The route manifest sets its cache policy.
 */
export function brandDocument(
  route: DocumentRoute,
  contentType: string,
  build: (brand: Brand, ctx: GetServerSidePropsContext) => Promise<string> | string,
): GetServerSideProps {
  const headers = cacheHeaders(ROUTES[route].cache);
  return async (ctx) => {
    applyTransportSecurity(ctx.req, ctx.res);
    const brand = findBrandByHost(ctx.req.headers.host);
    if (!brand) return unknownHost(ctx.res);
    const body = await build(brand, ctx);
    ctx.res.setHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers)) ctx.res.setHeader(name, value);
    ctx.res.end(body);
    return { props: {} };
  };
}
