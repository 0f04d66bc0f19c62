/** @jest-environment jsdom */
import { bootAnalytics } from './boot';
import { observeAnswers } from '../api/observe';
import { page as pageView, resetAnalyticsShim } from './index';
import type { BrandPageProps } from '../page/brandPage';

const sendLanding = jest.fn(async () => true);
jest.mock('./utm', () => ({ sendLanding: () => sendLanding() }));
const idleTasks: Array<() => void> = [];
jest.mock('../ui/afterLoadIdle', () => ({ afterLoadIdle: (task: () => void) => idleTasks.push(task) }));
const show = jest.fn();
const startAnalytics = jest.fn<{ tags: object; show: jest.Mock }, [unknown]>(() => ({ tags: { gtmId: 'GTM-X' }, show }));
jest.mock('./start', () => ({ startAnalytics: (o: unknown) => startAnalytics(o) }));

const router = { asPath: '/', events: { on: jest.fn() } };
const brand = { id: 'pf', apiBaseUrl: '/api.php/', host: 'pf.localhost' };
const props = (analytics?: object, layout = 'default') => ({ brand, analytics, layout }) as unknown as BrandPageProps;

beforeEach(() => {
  resetAnalyticsShim();
  idleTasks.length = 0;
  sendLanding.mockClear();
  startAnalytics.mockClear();
});

test('without a configuration: the landing is still sent and nothing is started', () => {
  observeAnswers(null);
  bootAnalytics(props(), router, jest.fn());
  expect(sendLanding).toHaveBeenCalledTimes(1);
  expect(idleTasks).toHaveLength(0);
  expect(startAnalytics).not.toHaveBeenCalled();
});

test('with a configuration: the facade starts at once (its first-party beacon must see a bounce), and the tags are handed back', async () => {
  const onTags = jest.fn();
  pageView({ path: '/' });
  bootAnalytics(props({ mixpanelToken: 't' }), router, onTags);
  await new Promise((r) => setTimeout(r, 10)); // the import, then the task it yields to
  expect(idleTasks).toHaveLength(0);
  expect(startAnalytics).toHaveBeenCalledWith(expect.objectContaining({ config: { mixpanelToken: 't' }, router }));
  expect(onTags).toHaveBeenCalledWith({ gtmId: 'GTM-X' });
});

test('landing on a checkout page: the destinations start, but no Google tags for the rest of that page load (its policy names no Google origin)', async () => {
  const onTags = jest.fn();
  bootAnalytics(props({ gtmId: 'GTM-X' }, 'checkout'), router, onTags);
  await new Promise((r) => setTimeout(r, 10)); // the import, then the task it yields to
  expect(startAnalytics).toHaveBeenCalledTimes(1);
  expect(onTags).toHaveBeenCalledWith(null);
});

test('the pages shown before start.ts has loaded reach it in order; later pages go to it directly', async () => {
  // A fresh page load (earlier tests started analytics in this module).
  await jest.isolateModulesAsync(async () => {
    const boot = await import('./boot');
    const item = props({ pixelId: '1' });
    boot.showPage('/item/[id]', item);
    boot.bootAnalytics(item, router, jest.fn());
    boot.showPage('/', null);
    await new Promise((r) => setTimeout(r, 10)); // the import, then the task it yields to
    expect(startAnalytics).toHaveBeenCalledWith(expect.objectContaining({ shown: [{ route: '/item/[id]', page: item }, { route: '/', page: null }] }));
    boot.showPage('/category/[...slug]', null);
    expect(show).toHaveBeenCalledWith('/category/[...slug]', null);
  });
});

test('a page load whose first page did not ask for analytics (a later page did): the answers after boot wait for start.ts', async () => {
  await jest.isolateModulesAsync(async () => {
    const boot = await import('./boot');
    const observe = await import('../api/observe');
    const call = { method: 'POST' as const, path: 'cart/add', fields: { itemId: '1' }, data: null };
    observe.answered(call); // before boot, nobody asked for analytics: not kept
    boot.bootAnalytics(props({ pixelId: '1' }), router, jest.fn());
    observe.answered(call);
    const seen: unknown[] = [];
    observe.observeAnswers((c) => seen.push(c));
    expect(seen).toEqual([call]);
  });
});
