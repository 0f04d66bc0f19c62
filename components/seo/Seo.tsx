import Head from 'next/head';
import type { PublicBrand } from '../../lib/brand/public';
import { absoluteUrl, canonicalUrl, serializeJsonLd, type JsonLd } from '../../lib/seo/jsonLd';
import { metaDescription, pageTitle } from '../../lib/seo/meta';
import { shareImage } from '../../lib/seo/shareImage';

interface Props {
  brand: PublicBrand;
  /** The visible path of the page ('/category/leggings'); the canonical URL is built from it. */
  path: string;
  title?: string | null;
  description?: string | null;
  /**
   * Open Graph image (root-relative or absolute). Our SVG media are shared as their PNG; without an
   * image, or with another SVG (which sharing sites reject), the brand's share image is used.
   */
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  type?: 'website' | 'product';
  /**
   * Writes robots noindex: pass the page's BrandPageProps.routeNoindex (its route is noindex, worked
   * out on the server from the route manifest), or true where the page itself says so.
   */
  noindex?: boolean;
  /** With noindex: 'noindex, follow' (search results: not indexed, their links crawled). */
  follow?: boolean;
  jsonLd?: JsonLd[];
}

/**
 * Title, description, canonical URL on the brand's canonical host, Open Graph tags, robots noindex
 * and JSON-LD for one page.
 *
 * JSON-LD is the one place this app uses dangerouslySetInnerHTML: a <script type="application/ld+json">
 * must hold raw JSON text (React would escape it otherwise). The text comes from serializeJsonLd,
 * which replaces every '<' with \u003c so no value can end the script element; nothing else is
 * ever rendered as raw HTML.
 */
export function Seo({ brand, path, title, description, image, type = 'website', noindex = false, follow = false, jsonLd = [] }: Props) {
  const fullTitle = pageTitle(title, brand.storeName);
  const desc = metaDescription(description);
  const url = canonicalUrl(brand.host, path);
  const og = shareImage(image) ?? shareImage(brand.shareImage);
  return (
    <Head>
      <title>{fullTitle}</title>
      {desc && <meta name="description" content={desc} key="description" />}
      <link rel="canonical" href={url} key="canonical" />
      {noindex && <meta name="robots" content={follow ? 'noindex, follow' : 'noindex'} key="robots" />}
      <meta property="og:site_name" content={brand.storeName} key="og:site_name" />
      <meta property="og:type" content={type} key="og:type" />
      <meta property="og:title" content={fullTitle} key="og:title" />
      {desc && <meta property="og:description" content={desc} key="og:description" />}
      <meta property="og:url" content={url} key="og:url" />
      {og && <meta property="og:image" content={absoluteUrl(brand.host, og.url)} key="og:image" />}
      {og?.type && <meta property="og:image:type" content={og.type} key="og:image:type" />}
      {og?.width && <meta property="og:image:width" content={String(og.width)} key="og:image:width" />}
      {og?.height && <meta property="og:image:height" content={String(og.height)} key="og:image:height" />}
      {og?.alt && <meta property="og:image:alt" content={og.alt} key="og:image:alt" />}
      <meta name="twitter:card" content={og ? 'summary_large_image' : 'summary'} key="twitter:card" />
      {jsonLd.map((doc, i) => (
        <script
          key={`ld${i}`}
          type="application/ld+json"
          // Escaped by serializeJsonLd ('<' → \u003c); see the component comment.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(doc) }}
        />
      ))}
    </Head>
  );
}
