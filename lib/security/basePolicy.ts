/**
 * The part of the Content-Security-Policy every response gets (next.config.ts sends it on API
 * answers, media and static files too): no framing by other sites, no <base> hijacking, no plugin
 * content, no forms posting elsewhere. Pages add their script, style, image and connection rules
 * (pagePolicy.ts). No imports: next.config.ts loads this file.
 */
export const BASE_POLICY_DIRECTIVES: readonly string[] = ["frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"];

export const BASE_POLICY = BASE_POLICY_DIRECTIVES.join('; ');
