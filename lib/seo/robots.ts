import { DISALLOWED_PATHS } from '../routing/manifest';
import { canonicalUrl } from './jsonLd';

/**
 * Checkout, session and account paths crawlers should not fetch (crawl 'disallow' in the route
 * manifest), and the API. A Disallow line is a prefix, so '/checkout' already covers '/checkout-club'
 * and the narrower line is left out.
 */
export const ROBOTS_DISALLOW = [...DISALLOWED_PATHS.filter((p) => !DISALLOWED_PATHS.some((q) => p.startsWith(`${q}-`))), '/api.php/'];

/** robots.txt for a brand: every crawler, the disallowed paths, the sitemap on the canonical host. */
export function buildRobotsTxt(host: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${canonicalUrl(host, '/sitemap.xml')}`, ''];
  return lines.join('\n');
}
