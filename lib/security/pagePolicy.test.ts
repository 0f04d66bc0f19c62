import { BASE_POLICY_DIRECTIVES } from './basePolicy';
import { newNonce, pagePolicy } from './pagePolicy';

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((d) => {
    const [name, ...values] = d.split(' ');
    return [name, values];
  }));
}

describe('pagePolicy', () => {
  test('production: scripts from this origin or with the nonce only, no eval, no inline', () => {
    const d = directives(pagePolicy({ nonce: 'abc123==', development: false, connectOrigins: [] }));
    expect(d.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    expect(d.get('report-uri')).toEqual(['/api/csp-report']);
  });

  test('keeps every directive of the base policy', () => {
    const policy = pagePolicy({ nonce: 'n0nce', development: false, connectOrigins: [] });
    for (const base of BASE_POLICY_DIRECTIVES) expect(policy.split('; ')).toContain(base);
  });

  test('a brand API on another origin may be called, once however many brands share it', () => {
    const d = directives(pagePolicy({ nonce: 'n0nce', development: false, connectOrigins: ['https://api.example.test', 'https://api.example.test'] }));
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
  });

  test('development allows eval and inline scripts and the hot-reload socket, with no nonce', () => {
    const d = directives(pagePolicy({ development: true, connectOrigins: [] }));
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'unsafe-inline'"]);
    expect(d.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  });

  test.each([undefined, '', "x' 'unsafe-inline", 'a b', 'a;script-src *'])('refuses a missing or malformed nonce outside development (%p)', (nonce) => {
    expect(() => pagePolicy({ nonce, development: false, connectOrigins: [] })).toThrow(/nonce/);
  });
});

test('newNonce gives 128 random bits in base64, different each time', () => {
  const a = newNonce();
  expect(Buffer.from(a, 'base64')).toHaveLength(16);
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(newNonce()).not.toBe(a);
});

test('analytics script origins are added to script-src only when given', () => {
  expect(directives(pagePolicy({ nonce: 'n0nce', development: false, connectOrigins: [] })).get('script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
  expect(
    directives(pagePolicy({ nonce: 'n0nce', development: false, connectOrigins: [], scriptOrigins: ['https://connect.facebook.net', 'https://connect.facebook.net'] })).get('script-src'),
  ).toEqual(["'self'", "'nonce-n0nce'", 'https://connect.facebook.net']);
});
