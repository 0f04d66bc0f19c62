import { MAX_REPORTS_PER_BODY, readCspReports } from './cspReport';

const classic = {
  'csp-report': {
    'document-uri': 'https://pureform.shop/reset?token=secret#x',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'https://pureform.shop/_next/static/chunks/a.js?v=1',
    'status-code': 200,
  },
};

const reportingApi = [
  {
    type: 'csp-violation',
    url: 'https://cheekboss.shop/item/7?utm_source=x',
    body: { documentURL: 'https://cheekboss.shop/item/7?utm_source=x', effectiveDirective: 'connect-src', blockedURL: 'https://evil.example/steal?c=1', lineNumber: 3, sourceFile: 'https://cheekboss.shop/x.js' },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

test('a classic report (application/csp-report) as text: the page path, directive, what was blocked and where from, no query strings', () => {
  expect(readCspReports(JSON.stringify(classic))).toEqual([
    { page: '/reset', directive: 'script-src-elem', blocked: 'inline', source: 'https://pureform.shop/_next/static/chunks/a.js', line: 12 },
  ]);
});

test('a Reporting API list keeps its CSP entries only', () => {
  expect(readCspReports(reportingApi)).toEqual([{ page: '/item/7', directive: 'connect-src', blocked: 'https://evil.example/steal', source: 'https://cheekboss.shop/x.js', line: 3 }]);
});

test('an old browser naming only the violated directive, with its policy text after it', () => {
  const r = { 'csp-report': { 'document-uri': 'http://pf.localhost:3000/', 'violated-directive': "script-src 'self'", 'blocked-uri': 'eval' } };
  expect(readCspReports(r)).toEqual([{ page: '/', directive: 'script-src', blocked: 'eval', source: null, line: null }]);
});

test.each([
  ['not JSON', '{"csp-report":'],
  ['empty', ''],
  ['a number', 42],
  ['null', null],
  ['an object without a report', { hello: 'world' }],
  ['a report without a directive', { 'csp-report': { 'blocked-uri': 'inline' } }],
  ['a list without CSP entries', [{ type: 'deprecation', body: {} }]],
  ['an empty list', []],
])('%s is not a report', (_name, body) => {
  expect(readCspReports(body)).toBeNull();
});

test('fields of the wrong type or absurd length are cut, not trusted', () => {
  const r = { 'csp-report': { 'document-uri': 7, 'effective-directive': 'img-src', 'blocked-uri': `https://x.example/${'a'.repeat(5000)}`, 'line-number': -1, 'source-file': { a: 1 } } };
  const [v] = readCspReports(r)!;
  expect(v).toMatchObject({ page: '', directive: 'img-src', source: null, line: null });
  expect(v.blocked.length).toBeLessThanOrEqual(200);
});

test(`at most ${MAX_REPORTS_PER_BODY} reports are read from one body`, () => {
  expect(readCspReports(Array.from({ length: 500 }, () => reportingApi[0]))).toHaveLength(MAX_REPORTS_PER_BODY);
});
