/** @jest-environment jsdom */
import { afterLoadIdle } from './afterLoadIdle';

function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const w = {
    document: { readyState },
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.splice(listeners.indexOf(fn), 1),
    ...(withIdle
      ? { requestIdleCallback: (fn: () => void) => idle.push(fn), cancelIdleCallback: (h: number) => (idle[h - 1] = () => undefined) }
      : {}),
  } as unknown as Window;
  return { w, load: () => listeners.splice(0).forEach((f) => f()), idle: () => idle.splice(0).forEach((f) => f()) };
}

test('waits for the load event, then for idle time; runs once', () => {
  const task = jest.fn();
  const f = fakeWindow('interactive');
  afterLoadIdle(task, 3000, f.w);
  f.idle();
  expect(task).not.toHaveBeenCalled();
  f.load();
  expect(task).not.toHaveBeenCalled();
  f.idle();
  expect(task).toHaveBeenCalledTimes(1);
});

test('a page already loaded only waits for idle time', () => {
  const task = jest.fn();
  const f = fakeWindow('complete');
  afterLoadIdle(task, 3000, f.w);
  expect(task).not.toHaveBeenCalled();
  f.idle();
  expect(task).toHaveBeenCalledTimes(1);
});

test('cancelled before load or before idle: never runs', () => {
  const task = jest.fn();
  const a = fakeWindow('loading');
  afterLoadIdle(task, 3000, a.w)();
  a.load();
  a.idle();
  const b = fakeWindow('complete');
  const cancel = afterLoadIdle(task, 3000, b.w);
  cancel();
  b.idle();
  expect(task).not.toHaveBeenCalled();
});

test('without requestIdleCallback (Safari): the next macrotask after load', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  const f = fakeWindow('complete', false);
  afterLoadIdle(task, 3000, f.w);
  expect(task).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
