import { CHECKOUT_AND_SESSION_PATHS, PROTECTED_PATHS } from './noindex';
import { canonicalUrl } from './jsonLd';

/** Checkout, session and account paths crawlers should not fetch, and the API. */
export const ROBOTS_DISALLOW = [...CHECKOUT_AND_SESSION_PATHS, ...PROTECTED_PATHS, '/api.php/'];

/** robots.txt for a brand: every crawler, the disallowed paths, the sitemap on the canonical host. */
export function buildRobotsTxt(host: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${canonicalUrl(host, '/sitemap.xml')}`, ''];
  return lines.join('\n');
}
