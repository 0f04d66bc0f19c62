import { browserReportingConfig, browserReportingMeta, DSN_META, ENVIRONMENT_META } from './browserConfig';

test('off without a DSN, or with one that is not an http(s) URL', () => {
  expect(browserReportingConfig({})).toBeNull();
  expect(browserReportingConfig({ SENTRY_BROWSER_DSN: '  ' })).toBeNull();
  expect(browserReportingConfig({ SENTRY_BROWSER_DSN: 'not a url' })).toBeNull();
  expect(browserReportingConfig({ SENTRY_BROWSER_DSN: 'javascript:alert(1)' })).toBeNull();
  // The server's DSN alone does not switch the browser on.
  expect(browserReportingConfig({ SENTRY_DSN: 'https://k@o1.ingest.example/2' })).toBeNull();
});

test('the browser DSN and the shared environment label, as the page meta tags', () => {
  const config = browserReportingConfig({ SENTRY_BROWSER_DSN: ' https://k@o1.ingest.example/2 ', SENTRY_ENVIRONMENT: 'staging' });
  expect(config).toEqual({ dsn: 'https://k@o1.ingest.example/2', environment: 'staging' });
  expect(browserReportingMeta(config)).toEqual([
    [DSN_META, 'https://k@o1.ingest.example/2'],
    [ENVIRONMENT_META, 'staging'],
  ]);
  expect(browserReportingMeta(browserReportingConfig({ SENTRY_BROWSER_DSN: 'http://k@127.0.0.1:9/1' }))).toEqual([[DSN_META, 'http://k@127.0.0.1:9/1']]);
  expect(browserReportingMeta(null)).toEqual([]);
});
