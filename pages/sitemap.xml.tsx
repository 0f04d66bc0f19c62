import { brandDocument } from '../lib/page/brandDocument';
import { serverApi } from '../lib/api/server';
import { storeHost } from '../lib/api/shared';
import { buildSitemapXml } from '../lib/seo/sitemap';
import { sitemapEntries } from '../lib/seo/sitemapEntries';

/** /sitemap.xml per brand (by host). */
export const getServerSideProps = brandDocument(
  '/sitemap.xml',
  'application/xml; charset=utf-8',
  async (brand, { req, res }) => buildSitemapXml(storeHost(brand), await sitemapEntries(serverApi(brand, req, res), brand.id)),
);

// The body has been written by getServerSideProps; the page component (also the client bundle's
// only part of this route) renders nothing.
export default function Sitemap() {
  return null;
}
