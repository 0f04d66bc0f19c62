/**
 * A page's URL as the analytics destinations may get it (page views' path and referrer, the pixel
 * mirror's event_source_url, product analytics' own URL properties): a query value that holds an
 * email address or a long number (a search for one's own email, /search?q=…), and the value of a
 * secret parameter (the account mails' /forgot?token=, /confirm-register?token=), become
 * '[redacted]'. A URL with nothing to redact is returned as it was; relative stays relative.
 */
import { PERSONAL_TEXT, REDACTED } from './personalText';

/** Query parameters whose value is a secret whatever it looks like. */
const SECRET_PARAM = /token|password|secret/i;

export function scrubUrl(url: string): string;
export function scrubUrl(url: string | undefined): string | undefined;
export function scrubUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const head = url.slice(0, q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const tail = hash < 0 ? '' : url.slice(hash);
  let changed = false;
  const params = new URLSearchParams(query);
  for (const [name, value] of [...params]) {
    if (value !== REDACTED && (SECRET_PARAM.test(name) || PERSONAL_TEXT.test(value))) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${head}?${params.toString()}${tail}` : url;
}
