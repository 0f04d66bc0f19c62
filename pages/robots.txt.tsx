import type { GetServerSideProps } from 'next';
import { findBrandByHost } from '../brands';
import { unknownHost } from '../lib/page/brandPage';
import { storeHost } from '../lib/api/shared';
import { buildRobotsTxt } from '../lib/seo/robots';

/** /robots.txt per brand: disallows checkout and account paths, points to the brand's sitemap. */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const brand = findBrandByHost(req.headers.host);
  if (!brand) return unknownHost(res);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(buildRobotsTxt(storeHost(brand)));
  return { props: {} };
};

export default function Robots() {
  return null;
}
