/** @jest-environment jsdom */
import { deferAutocapture, eventSnapshot } from './deferredAutocapture';
import { mixpanelOptions } from './mixpanel';

interface Lib {
  init(token: string, config: Record<string, unknown>): void;
  track(event: string, props?: Record<string, unknown>): void;
  autocapture?: Record<string, unknown>;
}

const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

/** The real library, as the shop loads it, with its requests going nowhere. */
async function realLibrary(): Promise<Lib> {
  let lib: Lib | undefined;
  await jest.isolateModulesAsync(async () => {
    const mod = (await import('mixpanel-browser/dist/mixpanel-with-async-recorder.cjs')) as unknown as { default?: Lib } & Lib;
    lib = mod.default ?? mod;
  });
  // jsdom lacks what the library's feature flags need; it says so on the console and goes on.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  lib!.init('test-token', { ...mixpanelOptions('http://127.0.0.1:9'), batch_flush_interval_ms: 60_000, record_sessions_percent: 0 });
  return lib!;
}

afterEach(() => jest.restoreAllMocks());

function clicks(track: jest.SpyInstance) {
  return track.mock.calls.filter(([name]) => name === '$mp_click');
}

test('the library\'s click capture runs after the interaction has painted, with the clicked element\'s details', async () => {
  const mp = await realLibrary();
  expect(deferAutocapture(mp)).toBe(3);
  const track = jest.spyOn(mp, 'track');
  document.body.innerHTML = '<main><button type="button" class="add">Add to bag</button></main>';
  const button = document.querySelector('button')!;
  button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 12, clientY: 34 }));
  expect(clicks(track)).toHaveLength(0);
  await nextPaint();
  expect(clicks(track)).toHaveLength(1);
  expect(clicks(track)[0][1]).toMatchObject({ $el_text: 'Add to bag', $el_tag_name: 'button', $clientX: 12, $clientY: 34 });
});

test('a page left before the deferred capture ran sends it on pagehide, once', async () => {
  const mp = await realLibrary();
  deferAutocapture(mp);
  const track = jest.spyOn(mp, 'track');
  document.body.innerHTML = '<button type="button">Size guide</button>';
  document.querySelector("button")!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
  window.dispatchEvent(new Event('pagehide'));
  expect(clicks(track)).toHaveLength(1);
  await nextPaint();
  expect(clicks(track)).toHaveLength(1);
});

test('a library without the expected listeners is left as it is', () => {
  expect(deferAutocapture({ track: jest.fn() })).toBe(0);
  expect(deferAutocapture({ autocapture: {} })).toBe(0);
});

test('the copy of an event keeps its path and pointer position after dispatch', () => {
  document.body.innerHTML = '<div><span>x</span></div>';
  const span = document.querySelector('span')!;
  let copy: Event | undefined;
  span.addEventListener('click', (ev) => (copy = eventSnapshot(ev)));
  span.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 5 }));
  expect(copy!.composedPath()[0]).toBe(span);
  expect(copy!.target).toBe(span);
  expect((copy as MouseEvent).clientX).toBe(5);
});
