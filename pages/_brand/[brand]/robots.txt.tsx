import type { GetServerSideProps } from 'next';
import { brandById, isBrandId } from '../../../brands';
import { storeHost } from '../../../lib/api/shared';
import { buildRobotsTxt } from '../../../lib/seo/robots';

/** /robots.txt per brand: disallows checkout and account paths, points to the brand's sitemap. */
export const getServerSideProps: GetServerSideProps = async ({ params, res }) => {
  const id = String(params?.brand ?? '');
  if (!isBrandId(id)) return { notFound: true };
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(buildRobotsTxt(storeHost(brandById(id))));
  return { props: {} };
};

export default function Robots() {
  return null;
}
