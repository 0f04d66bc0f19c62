import Head from 'next/head';
import { useBrand } from '@/lib/brand/context';
import { isNoindexPath } from '@/lib/seo/noindex';

interface Props {
  /** The page's own title; the store name is appended. */
  title: string;
  description?: string;
  /** The visible path of the page (BrandPageProps.path). */
  path: string;
  /** Forces noindex (e.g. a CMS page marked noindex); noindex paths get it anyway. */
  noindex?: boolean;
  /** Canonical path when it differs from `path` (aliases such as /track_package). */
  canonicalPath?: string;
}

/** Title, meta description, canonical URL on the brand's host, Open Graph and robots tags of a page. */
export function PageMeta({ title, description, path, noindex = false, canonicalPath }: Props) {
  const { brand } = useBrand();
  const fullTitle = title && title !== brand.storeName ? `${title} | ${brand.storeName}` : brand.storeName;
  const canonical = `https://${brand.host}${canonicalPath ?? path}`;
  const robotsNoindex = noindex || isNoindexPath(path);
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {robotsNoindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.storeName} />
      <meta property="og:url" content={canonical} />
    </Head>
  );
}
