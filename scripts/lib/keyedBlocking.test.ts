import { blockingOf, keyedOnlyScripts } from './keyedBlocking';

const run = (scripts: string[], longTasks: Array<[string, number]>) => ({
  audits: {
    'network-requests': { details: { items: [...scripts.map((url) => ({ url, resourceType: 'Script' })), { url: 'http://x:1/a.css', resourceType: 'Stylesheet' }] } },
    'long-tasks': { details: { items: longTasks.map(([url, duration]) => ({ url, duration })) } },
  },
});

test('only the scripts the keyed runs alone loaded count, by path whatever the port, each task over 50 ms as TBT counts it', () => {
  const keyed = run(['http://pf.localhost:3310/_next/app.js', 'http://pf.localhost:3310/_next/start.js', 'http://pf.localhost:3310/_next/boot.js'], [
    ['http://pf.localhost:3310/_next/app.js', 300],
    ['http://pf.localhost:3310/_next/start.js', 80],
    ['http://pf.localhost:3310/_next/boot.js', 45],
    ['', 90],
  ]);
  const none = run(['http://pf.localhost:3311/_next/app.js'], [['http://pf.localhost:3311/_next/app.js', 320]]);
  const scripts = keyedOnlyScripts([keyed], [none]);
  expect([...scripts].sort()).toEqual(['/_next/boot.js', '/_next/start.js']);
  expect(blockingOf(keyed, scripts)).toBe(30);
  expect(blockingOf(none, scripts)).toBe(0);
});

test('a run without the audits counts nothing', () => {
  expect(blockingOf({ audits: {} }, new Set(['/x.js']))).toBe(0);
  expect(keyedOnlyScripts([{ audits: {} }], [])).toEqual(new Set());
});
