/**
 * Reads the violation reports browsers POST to the policy's `report-uri` (pages/api/csp-report.ts):
 * the classic `application/csp-report` body (`{"csp-report": {...}}`) and the Reporting API's
 * `application/reports+json` list (`[{"type": "csp-violation", "body": {...}}]`).
 *
 * A report is written to the server log, so only what an operator needs is kept, and URLs lose
 * their query and fragment (a password-reset link carries its token there).
 */
import { withoutQueryOrFragment } from './redact';

export interface CspViolation {
  /** Path of the page that broke the policy. */
  page: string;
  /** The directive that refused, e.g. 'script-src-elem'. */
  directive: string;
  /** What was refused: a URL without its query, or a keyword such as 'inline' or 'eval'. */
  blocked: string;
  /** Script file and line that made the attempt, when the browser says. */
  source: string | null;
  line: number | null;
}

/** More than this in one body is not a browser's report; the rest is ignored. */
export const MAX_REPORTS_PER_BODY = 20;
const MAX_FIELD = 200;

type Fields = Record<string, unknown>;

function isFields(v: unknown): v is Fields {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.slice(0, MAX_FIELD) : '';
}

/** A URL as origin and path; a keyword ('inline', 'eval', 'self') as it is. */
function withoutQuery(raw: unknown): string {
  const s = text(raw);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) return withoutQueryOrFragment(s);
  try {
    const url = new URL(s);
    return `${url.origin}${url.pathname}`.slice(0, MAX_FIELD);
  } catch {
    return '';
  }
}

function pathOf(raw: unknown): string {
  const s = text(raw);
  try {
    return new URL(s).pathname;
  } catch {
    return withoutQueryOrFragment(s);
  }
}

function violation(fields: { page: unknown; directive: unknown; blocked: unknown; source: unknown; line: unknown }): CspViolation | null {
  const directive = text(fields.directive).split(' ')[0];
  if (!directive) return null;
  const source = withoutQuery(fields.source);
  const line = typeof fields.line === 'number' && Number.isInteger(fields.line) && fields.line >= 0 ? fields.line : null;
  return { page: pathOf(fields.page), directive, blocked: withoutQuery(fields.blocked), source: source || null, line };
}

function fromClassic(r: Fields): CspViolation | null {
  return violation({
    page: r['document-uri'],
    directive: r['effective-directive'] ?? r['violated-directive'],
    blocked: r['blocked-uri'],
    source: r['source-file'],
    line: r['line-number'],
  });
}

function fromReportingApi(entry: unknown): CspViolation | null {
  if (!isFields(entry) || entry.type !== 'csp-violation' || !isFields(entry.body)) return null;
  const b = entry.body;
  return violation({ page: b.documentURL ?? entry.url, directive: b.effectiveDirective, blocked: b.blockedURL, source: b.sourceFile, line: b.lineNumber });
}

/**
 * The violations in a report body (a JSON string, or JSON already parsed), or null when the body
 * is not a CSP report at all.
 */
export function readCspReports(body: unknown): CspViolation[] | null {
  let data = body;
  if (typeof body === 'string') {
    try {
      data = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (isFields(data) && isFields(data['csp-report'])) {
    const one = fromClassic(data['csp-report']);
    return one ? [one] : null;
  }
  if (Array.isArray(data)) {
    const all = data.slice(0, MAX_REPORTS_PER_BODY).map(fromReportingApi).filter((v): v is CspViolation => v !== null);
    return all.length ? all : null;
  }
  return null;
}
