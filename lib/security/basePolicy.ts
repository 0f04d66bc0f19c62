/**
 * The part of the Content-Security-Policy every response gets: no framing by other sites, no
 * <base> hijacking, no plugin content, no forms posting elsewhere. Pages add their script, style,
 * image and connection rules (pagePolicy.ts). No imports: next.config.ts loads this file.
 */
export const BASE_POLICY_DIRECTIVES: readonly string[] = ["frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"];

/**
 * What next.config.ts sends on every answer that is not a rendered page (API JSON, redirects,
 * robots.txt, the sitemap, static files): nothing in such an answer may load or run anything, should
 * a browser ever open one as a document. Rendered pages replace it with pagePolicy.ts's policy.
 */
export const NON_PAGE_POLICY = ["default-src 'none'", ...BASE_POLICY_DIRECTIVES].join('; ');
