/**
 * A URL (or a path) without its query string and fragment: what the server log and the
 * error-reporting service may keep of an address, since a password-reset or checkout link carries
 * its token there.
 */
export function withoutQueryOrFragment(url: string): string {
  return url.replace(/[?#].*$/, '');
}
