const init = jest.fn();
jest.mock('@sentry/nextjs', () => ({ init }));

type Module = typeof import('./browser');

/** A fresh copy of the module (it starts reporting at most once per page). */
function load(): Module {
  let mod!: Module;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./browser') as Module;
  });
  return mod;
}

/** A page whose head holds these meta tags (name → content). */
function page(meta: Record<string, string>): Pick<ParentNode, 'querySelector'> {
  return {
    querySelector: ((selector: string) => {
      const name = /^meta\[name="([^"]+)"\]$/.exec(selector)?.[1];
      return name !== undefined && name in meta ? ({ content: meta[name] } as HTMLMetaElement) : null;
    }) as ParentNode['querySelector'],
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => init.mockClear());

test('without a DSN in the page the SDK is never started', async () => {
  load().startBrowserErrorReporting(page({}));
  load().startBrowserErrorReporting(page({ 'error-reporting-dsn': '  ' }));
  await settle();
  expect(init).not.toHaveBeenCalled();
});

test('with a DSN in the page the SDK starts once, with the shared options and the environment', async () => {
  const { startBrowserErrorReporting } = load();
  const withDsn = page({ 'error-reporting-dsn': 'https://k@o1.ingest.example/2', 'error-reporting-environment': 'staging' });
  startBrowserErrorReporting(withDsn);
  startBrowserErrorReporting(withDsn);
  await settle();
  await settle();
  expect(init).toHaveBeenCalledTimes(1);
  expect(init.mock.calls[0][0]).toMatchObject({ dsn: 'https://k@o1.ingest.example/2', environment: 'staging', tracesSampleRate: 0.05, sendDefaultPii: false });
});
