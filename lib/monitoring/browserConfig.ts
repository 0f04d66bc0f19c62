/**
 * What the browser needs to report errors, decided by the server at run time and written into each
 * page as meta tags (pages/_document.tsx), so one build serves every environment: a staging and a
 * production server differ only in SENTRY_BROWSER_DSN. A DSN is public by design (it only allows
 * sending events), so it may sit in the HTML.
 */
import { originOf } from '../security/origin';

export interface BrowserReportingConfig {
  dsn: string;
  environment?: string;
}

export const DSN_META = 'error-reporting-dsn';
export const ENVIRONMENT_META = 'error-reporting-environment';

/** From the server's environment; null (reporting off) without a DSN or with one that is not an http(s) URL. */
export function browserReportingConfig(env: Record<string, string | undefined> = process.env): BrowserReportingConfig | null {
  const dsn = env.SENTRY_BROWSER_DSN?.trim();
  // The same test as the page policy's connect-src, so a DSN it accepts is one the policy allows.
  if (!dsn || originOf(dsn) === null) return null;
  const environment = env.SENTRY_ENVIRONMENT?.trim();
  return environment ? { dsn, environment } : { dsn };
}

/** The meta tags a page carries for it: name → content. */
export function browserReportingMeta(config: BrowserReportingConfig | null): [string, string][] {
  if (!config) return [];
  return [[DSN_META, config.dsn], ...(config.environment ? [[ENVIRONMENT_META, config.environment] as [string, string]] : [])];
}

/** Read back in the browser from the page's meta tags. */
export function readBrowserReportingConfig(doc: Pick<ParentNode, 'querySelector'>): BrowserReportingConfig | null {
  const content = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
  const dsn = content(DSN_META);
  if (!dsn) return null;
  const environment = content(ENVIRONMENT_META);
  return environment ? { dsn, environment } : { dsn };
}
