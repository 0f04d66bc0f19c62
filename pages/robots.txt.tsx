import { brandDocument } from '../lib/page/brandDocument';
import { storeHost } from '../lib/api/shared';
import { buildRobotsTxt } from '../lib/seo/robots';

/** /robots.txt per brand: disallows checkout and account paths, points to the brand's sitemap. */
export const getServerSideProps = brandDocument(
  '/robots.txt',
  'text/plain; charset=utf-8',
  (brand) => buildRobotsTxt(storeHost(brand)),
);

// The body has been written by getServerSideProps; the page component (also the client bundle's
// only part of this route) renders nothing.
export default function Robots() {
  return null;
}
