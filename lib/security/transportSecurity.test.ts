import { HSTS_VALUE, applyTransportSecurity, requestIsHttps } from './transportSecurity';

const req = (proto?: string | string[], socket: object = {}) => ({ headers: proto === undefined ? {} : { 'x-forwarded-proto': proto }, socket });

describe('requestIsHttps', () => {
  test('plain HTTP is not HTTPS, whatever a client writes when no proxy is trusted', () => {
    expect(requestIsHttps(req(), 0)).toBe(false);
    expect(requestIsHttps(req('https'), 0)).toBe(false);
  });

  test('a TLS socket of this server is HTTPS', () => {
    expect(requestIsHttps(req(undefined, { encrypted: true }), 0)).toBe(true);
  });

  test('behind trusted proxies: the protocol the outermost trusted proxy received', () => {
    expect(requestIsHttps(req('https'), 1)).toBe(true);
    expect(requestIsHttps(req('HTTPS'), 1)).toBe(true);
    expect(requestIsHttps(req('http'), 1)).toBe(false);
    expect(requestIsHttps(req(), 1)).toBe(false);
    // CDN received HTTPS and appended, the load balancer got plain HTTP from it and appended.
    expect(requestIsHttps(req('https, http'), 2)).toBe(true);
    expect(requestIsHttps(req('https, http'), 1)).toBe(false);
    // A client-written value left of what the two trusted proxies wrote is not believed.
    expect(requestIsHttps(req('https, http, http'), 2)).toBe(false);
    expect(requestIsHttps(req(['https', 'http']), 2)).toBe(true);
    // Proxies that overwrite instead of appending leave one value.
    expect(requestIsHttps(req('https'), 2)).toBe(true);
  });
});

describe('applyTransportSecurity', () => {
  const run = (r: ReturnType<typeof req>, trust: string | undefined) => {
    const old = process.env.TRUST_PROXY;
    if (trust === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trust;
    const headers = new Map<string, string>();
    try {
      applyTransportSecurity(r, { setHeader: (n: string, v: unknown) => (headers.set(n, String(v)), undefined as never) });
    } finally {
      if (old === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = old;
    }
    return headers.get('Strict-Transport-Security');
  };

  test('sends HSTS only on answers to HTTPS requests (TRUST_PROXY decides whether X-Forwarded-Proto counts)', () => {
    expect(HSTS_VALUE).toMatch(/^max-age=\d{8}$/);
    expect(run(req('https'), '1')).toBe(HSTS_VALUE);
    expect(run(req('http'), '1')).toBeUndefined();
    expect(run(req(), '1')).toBeUndefined();
    expect(run(req('https'), undefined)).toBeUndefined();
    expect(run(req(undefined, { encrypted: true }), undefined)).toBe(HSTS_VALUE);
  });
});
