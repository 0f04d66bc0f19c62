/**
 * One set of options for the error-reporting service (Sentry) on the server and in the browser.
 * Reporting is off unless a DSN is configured (SENTRY_DSN on the server, SENTRY_BROWSER_DSN for
 * the browser). Spec section 9: error traces are sampled at 5%; section 8: one known noise
 * message is ignored.
 *
 * Nothing personal leaves: no cookies, headers or request bodies, and any run of 13 to 19 digits
 * (a card number, however spaced) is masked wherever text is sent.
 */
import type { ErrorEvent } from '@sentry/nextjs';
import { withoutQueryOrFragment } from '../security/redact';

export const TRACES_SAMPLE_RATE = 0.05;
export const IGNORED_ERRORS: readonly string[] = ['Non-Error promise rejection captured with value: Object Not Found Matching Id'];

export interface ReportingEnv {
  dsn: string | undefined;
  environment?: string;
  release?: string;
}

/** 13 to 19 digits, each optionally followed by a space or dash: card numbers as typed. */
const CARD_LIKE = /\b(?:\d[ -]?){12,18}\d\b/g;

export function maskCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, '[card number]');
}

function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, depth + 1)]));
}

/** Drops what may identify a shopper or hold a card, and masks card-like digits in the rest. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed = { ...event };
  if (scrubbed.request) {
    const { url, method } = scrubbed.request;
    scrubbed.request = { url: url && withoutQueryOrFragment(url), method };
  }
  delete scrubbed.user;
  if (scrubbed.message) scrubbed.message = maskCardNumbers(scrubbed.message);
  if (scrubbed.exception?.values) {
    scrubbed.exception = { ...scrubbed.exception, values: scrubbed.exception.values.map((v) => ({ ...v, value: v.value && maskCardNumbers(v.value) })) };
  }
  if (scrubbed.breadcrumbs) scrubbed.breadcrumbs = maskDeep(scrubbed.breadcrumbs) as ErrorEvent['breadcrumbs'];
  if (scrubbed.extra) scrubbed.extra = maskDeep(scrubbed.extra) as ErrorEvent['extra'];
  return scrubbed;
}

/** Sentry.init's options, or null when no DSN is configured (reporting stays off). */
export function sentryOptions({ dsn, environment, release }: ReportingEnv) {
  if (!dsn) return null;
  return {
    dsn,
    environment,
    release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    sendDefaultPii: false,
    ignoreErrors: [...IGNORED_ERRORS],
    beforeSend: scrubEvent,
  };
}
