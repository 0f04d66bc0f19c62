const init = jest.fn();
jest.mock('@sentry/nextjs', () => ({ init }));

type Module = typeof import('./browser');

function load(dsn: string | undefined): Module {
  let mod!: Module;
  jest.isolateModules(() => {
    if (dsn === undefined) delete process.env.NEXT_PUBLIC_SENTRY_DSN;
    else process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./browser') as Module;
  });
  return mod;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
  init.mockClear();
});

test('without a DSN the SDK is never started', async () => {
  load(undefined).startBrowserErrorReporting();
  load('').startBrowserErrorReporting();
  await settle();
  expect(init).not.toHaveBeenCalled();
});

test('with a DSN the SDK starts once, with the shared options', async () => {
  const { startBrowserErrorReporting } = load('https://k@o1.ingest.example/2');
  startBrowserErrorReporting();
  startBrowserErrorReporting();
  await settle();
  await settle();
  expect(init).toHaveBeenCalledTimes(1);
  expect(init.mock.calls[0][0]).toMatchObject({ dsn: 'https://k@o1.ingest.example/2', tracesSampleRate: 0.05, sendDefaultPii: false });
});

export {};
