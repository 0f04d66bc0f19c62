import { resetThirdPartyGate, setCheckoutPage, thirdPartyAllowed, watchForInteraction, whenThirdPartyAllowed } from './thirdPartyGate';

/** The gate's tasks run after the interaction's frame: a frame, then a task. */
async function afterPaint() {
  await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  await new Promise((r) => setTimeout(r, 0));
}

beforeEach(() => resetThirdPartyGate());

test('nothing runs before the first interaction; a tap runs the waiting tasks once, after the frame', async () => {
  const task = jest.fn();
  whenThirdPartyAllowed(task);
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('load'));
  await afterPaint();
  expect(task).not.toHaveBeenCalled();
  expect(thirdPartyAllowed()).toBe(false);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(task).not.toHaveBeenCalled();
  await afterPaint();
  expect(task).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('keydown'));
  await afterPaint();
  expect(task).toHaveBeenCalledTimes(1);
  // After the interaction, a task asked for later runs without waiting for another.
  const later = jest.fn();
  whenThirdPartyAllowed(later);
  await afterPaint();
  expect(later).toHaveBeenCalledTimes(1);
});

test('never on a checkout page: an interaction there lets the task run only on the next shop page', async () => {
  const task = jest.fn();
  setCheckoutPage(true);
  whenThirdPartyAllowed(task);
  window.dispatchEvent(new Event('keydown'));
  await afterPaint();
  expect(task).not.toHaveBeenCalled();
  expect(thirdPartyAllowed()).toBe(false);
  setCheckoutPage(false);
  await afterPaint();
  expect(task).toHaveBeenCalledTimes(1);
});

test('an interaction seen before the tags are asked for counts (watching starts when analytics mounts)', async () => {
  watchForInteraction();
  window.dispatchEvent(new Event('touchstart'));
  const task = jest.fn();
  whenThirdPartyAllowed(task);
  await afterPaint();
  expect(task).toHaveBeenCalledTimes(1);
});

test('whenInteracted (product analytics’ autocapture): after the first interaction has painted, checkout pages included', async () => {
  const { whenInteracted } = await import('./thirdPartyGate');
  setCheckoutPage(true);
  const task = jest.fn();
  whenInteracted(task);
  await afterPaint();
  expect(task).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('touchstart'));
  expect(task).not.toHaveBeenCalled();
  await afterPaint();
  expect(task).toHaveBeenCalledTimes(1);
  const later = jest.fn();
  whenInteracted(later);
  await afterPaint();
  expect(later).toHaveBeenCalledTimes(1);
});
