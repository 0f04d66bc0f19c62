import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { findBrandByHost } from '../../brands';
import type { Brand } from '../../brands/types';
import { unknownHost } from './brandPage';

export interface BrandDocumentOptions {
  contentType: string;
  cacheControl: string;
}

/**
 * getServerSideProps for a brand's non-HTML document (robots.txt, sitemap.xml): the brand comes
 * from the Host header and the body is written straight to the response. A host no brand claims
 * gets the 'Unknown host' page, as every brand page does.
 */
export function brandDocument(opts: BrandDocumentOptions, build: (brand: Brand, ctx: GetServerSidePropsContext) => Promise<string> | string): GetServerSideProps {
  return async (ctx) => {
    const brand = findBrandByHost(ctx.req.headers.host);
    if (!brand) return unknownHost(ctx.res);
    const body = await build(brand, ctx);
    ctx.res.setHeader('Content-Type', opts.contentType);
    ctx.res.setHeader('Cache-Control', opts.cacheControl);
    ctx.res.end(body);
    return { props: {} };
  };
}
