import { canonicalUrl } from './jsonLd';

export interface SitemapEntry {
  /** In-app path, e.g. '/category/leggings'. */
  path: string;
  /** ISO date or time of the last change, when known. */
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemap.xml (sitemaps.org 0.9) with absolute URLs on the brand's canonical host; duplicates dropped. */
export function buildSitemapXml(host: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    const loc = canonicalUrl(host, e.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = e.lastmod && /^\d{4}-\d{2}-\d{2}/.test(e.lastmod) ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
