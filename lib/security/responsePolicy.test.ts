type Module = typeof import('./responsePolicy');

function load(env: Record<string, string | undefined>): Module {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let mod!: Module;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./responsePolicy') as Module;
  });
  process.env = saved;
  return mod;
}

function policyOf(mod: Module, env: Record<string, string>): { nonce: string | undefined; policy: string } {
  const headers = new Map<string, string>();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const nonce = mod.applyPagePolicy({ setHeader: (name: string, value: unknown) => (headers.set(name, String(value)), undefined as never) });
    return { nonce, policy: headers.get('Content-Security-Policy') ?? '' };
  } finally {
    process.env = saved;
  }
}

test('in production a page answer gets a policy naming the nonce it returns, new each time', () => {
  const mod = load({});
  const a = policyOf(mod, { NODE_ENV: 'production' });
  const b = policyOf(mod, { NODE_ENV: 'production' });
  expect(a.nonce).toBeTruthy();
  expect(a.policy).toContain(`script-src 'self' 'nonce-${a.nonce}'`);
  expect(b.nonce).not.toBe(a.nonce);
});

test('in development there is no nonce and scripts may be evaluated', () => {
  const { nonce, policy } = policyOf(load({}), { NODE_ENV: 'development' });
  expect(nonce).toBeUndefined();
  expect(policy).toContain("'unsafe-eval'");
});

test('without a response (a page rendered at build time) nothing is set and no nonce is written', () => {
  expect(load({}).applyPagePolicy(undefined)).toBeUndefined();
});

test("a brand API on its own origin may be called from that brand's pages", () => {
  const mod = load({ API_BASE_URL_CKB: 'https://api.example.test/api.php/' });
  expect(policyOf(mod, { NODE_ENV: 'production' }).policy).toMatch(/connect-src 'self' https:\/\/api\.example\.test;/);
  expect(policyOf(load({}), { NODE_ENV: 'production' }).policy).toMatch(/connect-src 'self';/);
});

export {};

test('analytics origins join the policy only for a response whose brand configures them (issue 24)', () => {
  let mod!: Module;
  let config!: typeof import('../analytics/config');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./responsePolicy') as Module;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    config = require('../analytics/config') as typeof import('../analytics/config');
  });
  const saved = { ...process.env };
  Object.assign(process.env, { NODE_ENV: 'production' });
  try {
    const plain = new Map<string, string>();
    mod.applyPagePolicy({ setHeader: (n: string, v: unknown) => (plain.set(n, String(v)), undefined as never) });
    expect(plain.get('Content-Security-Policy')).not.toMatch(/facebook|googletagmanager|mixpanel/);
    const res = { setHeader: (n: string, v: unknown) => (withKeys.set(n, String(v)), undefined as never) };
    const withKeys = new Map<string, string>();
    config.rememberAnalyticsOrigins(res, config.analyticsOrigins({ pixelId: '1', gtmId: 'GTM-1', mixpanelToken: 't' }));
    mod.applyPagePolicy(res);
    const policy = withKeys.get('Content-Security-Policy')!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/connect\.facebook\.net https:\/\/www\.googletagmanager\.com;/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api-js\.mixpanel\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/);
  } finally {
    process.env = saved;
  }
});

test('a closed page (the back office) gets images from this origin only and no framing; other pages keep theirs', () => {
  let mod!: Module;
  let closePage!: typeof import('./closedPage').closePage;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    mod = require('./responsePolicy') as Module;
    closePage = (require('./closedPage') as typeof import('./closedPage')).closePage;
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  const saved = { ...process.env };
  Object.assign(process.env, { NODE_ENV: 'production' });
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: unknown) => (headers.set(name, String(value)), undefined as never) };
  closePage(res);
  try {
    mod.applyPagePolicy(res);
  } finally {
    process.env = saved;
  }
  const closed = headers.get('Content-Security-Policy') ?? '';
  expect(closed).toContain("img-src 'self' data:;");
  expect(closed).toContain("frame-ancestors 'none'");
  expect(closed).not.toContain("frame-ancestors 'self'");
  const open = policyOf(mod, { NODE_ENV: 'production' }).policy;
  expect(open).toContain("img-src 'self' data: blob: https:");
  expect(open).toContain("frame-ancestors 'self'");
});
