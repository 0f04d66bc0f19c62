import { RECORDED_KEY, recordedSession, whenProductAnalyticsWanted } from './productAnalyticsLoad';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

test('2% of tab sessions are recorded, drawn once and kept for the session', () => {
  const s = memory();
  expect(recordedSession(s, () => 0.019)).toBe(true);
  expect(recordedSession(s, () => 0.9)).toBe(true);
  const t = memory();
  expect(recordedSession(t, () => 0.02)).toBe(false);
  expect(recordedSession(t, () => 0)).toBe(false);
  expect(t.data.get(RECORDED_KEY)).toBe('0');
  expect(recordedSession(null, () => 0.5)).toBe(false);
});

test('a recorded session loads the library after load and idle time; any other only after the first interaction', async () => {
  const load: Array<() => void> = [];
  const interaction: Array<() => void> = [];
  const deps = { afterLoad: (t: () => void) => load.push(t), afterInteraction: (t: () => void) => interaction.push(t) };
  let done = '';
  void whenProductAnalyticsWanted(true, deps).then(() => (done += 'recorded '));
  void whenProductAnalyticsWanted(false, deps).then(() => (done += 'autocapture'));
  await Promise.resolve();
  expect(done).toBe('');
  expect([load.length, interaction.length]).toEqual([1, 1]);
  load[0]();
  await Promise.resolve();
  expect(done).toBe('recorded ');
  interaction[0]();
  await Promise.resolve();
  expect(done).toBe('recorded autocapture');
});
