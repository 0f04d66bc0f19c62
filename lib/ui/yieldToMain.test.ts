import { yieldToMain } from './yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

test('without scheduler.yield it resolves in a later task (a timer), not in this one', async () => {
  jest.useFakeTimers();
  let done = false;
  const p = yieldToMain().then(() => (done = true));
  await Promise.resolve();
  expect(done).toBe(false);
  jest.runOnlyPendingTimers();
  await p;
  expect(done).toBe(true);
});

test("uses the browser's scheduler.yield when there is one", async () => {
  const y = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: y };
  await yieldToMain();
  expect(y).toHaveBeenCalledTimes(1);
});
