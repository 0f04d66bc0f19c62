import { PROTECTED_PATHS } from './noindex';
import { canonicalUrl } from './jsonLd';

/** Checkout, account and session paths crawlers should not fetch (prefix rules, so '/checkout' covers '/checkout-club'). */
export const ROBOTS_DISALLOW = [
  '/checkout',
  '/please-wait',
  '/special-offer',
  '/thank-you',
  '/cart',
  '/login',
  '/logout',
  '/register',
  '/confirm-register',
  '/forgot',
  '/styleprofile',
  ...PROTECTED_PATHS,
  '/api.php/',
];

/** robots.txt for a brand: every crawler, the disallowed paths, the sitemap on the canonical host. */
export function buildRobotsTxt(host: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...[...new Set(ROBOTS_DISALLOW)].map((p) => `Disallow: ${p}`), '', `Sitemap: ${canonicalUrl(host, '/sitemap.xml')}`, ''];
  return lines.join('\n');
}
