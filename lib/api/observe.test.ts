/** @jest-environment jsdom */
import { answered, observeAnswers, resetObserveForTests } from './observe';

const w = window as { __NEXT_DATA__?: unknown };
afterEach(() => {
  resetObserveForTests();
  delete w.__NEXT_DATA__;
});
const landing = (pageProps: unknown) => (w.__NEXT_DATA__ = { props: { pageProps } });

const call = { method: 'POST' as const, path: 'cart/add', fields: {}, data: null };

test('answers before the analytics chunk wait for it when the page load asked for analytics, and only then', () => {
  landing({ analytics: { mixpanelToken: 't' } });
  answered(call);
  answered({ ...call, path: 'login' });
  const f = jest.fn();
  observeAnswers(f);
  expect(f.mock.calls.map(([c]) => c.path)).toEqual(['cart/add', 'login']);
  resetObserveForTests();
  landing({});
  answered(call);
  const g = jest.fn();
  observeAnswers(g);
  expect(g).not.toHaveBeenCalled();
});

test('at most 20 wait; none once analytics said it is off', () => {
  landing({ trackedLanding: true });
  for (let i = 0; i < 25; i++) answered(call);
  observeAnswers(null);
  answered(call);
  const f = jest.fn();
  observeAnswers(f);
  expect(f).not.toHaveBeenCalled();
  resetObserveForTests();
  for (let i = 0; i < 25; i++) answered(call);
  observeAnswers(f);
  expect(f).toHaveBeenCalledTimes(20);
});

test('the one observer gets each answer; a later one replaces it; none: nothing happens', () => {
  answered(call);
  const first = jest.fn();
  const second = jest.fn();
  observeAnswers(first);
  answered(call);
  observeAnswers(second);
  answered(call);
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledWith(call);
});

test('what the observer throws never reaches the caller (analytics never breaks a shopper’s action)', () => {
  observeAnswers(() => {
    throw new Error('boom');
  });
  expect(() => answered(call)).not.toThrow();
});
