import { createSuggester } from './suggester';
import type { Suggestions } from './types';

const empty = (q: string): Suggestions => ({ query: q, items: [], categories: [], pages: [] });
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('asks once after the quiet time, with what was typed last', async () => {
  const fetch = jest.fn(async (q: string) => empty(q));
  const onAnswer = jest.fn();
  const s = createSuggester(fetch, onAnswer, jest.fn(), 150);
  s.ask('le');
  s.ask('leg');
  jest.advanceTimersByTime(149);
  expect(fetch).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await flush();
  expect(fetch.mock.calls.map((c) => c[0])).toEqual(['leg']);
  expect(onAnswer).toHaveBeenCalledWith(empty('leg'));
});

test('a newer query aborts the older request, whose answer is never delivered', async () => {
  const signals: AbortSignal[] = [];
  let resolveFirst: (v: Suggestions) => void = () => undefined;
  const fetch = jest.fn((q: string, signal: AbortSignal) => {
    signals.push(signal);
    return q === 'bra' ? new Promise<Suggestions>((r) => (resolveFirst = r)) : Promise.resolve(empty(q));
  });
  const onAnswer = jest.fn();
  const onError = jest.fn();
  const s = createSuggester(fetch, onAnswer, onError, 10);
  s.ask('bra');
  jest.advanceTimersByTime(10);
  s.ask('leg');
  jest.advanceTimersByTime(10);
  expect(signals[0].aborted).toBe(true);
  resolveFirst(empty('bra'));
  await flush();
  expect(onAnswer.mock.calls.map((c) => (c[0] as Suggestions).query)).toEqual(['leg']);
  expect(onError).not.toHaveBeenCalled();
});

test('answers are kept per query, whatever the case', async () => {
  const fetch = jest.fn(async (q: string) => empty(q));
  const onAnswer = jest.fn();
  const s = createSuggester(fetch, onAnswer, jest.fn(), 10);
  s.ask('Leg');
  jest.advanceTimersByTime(10);
  await flush();
  s.ask('leg');
  jest.advanceTimersByTime(10);
  await flush();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(onAnswer).toHaveBeenCalledTimes(2);
});

test('a failed request reports an error; cancel drops what is pending', async () => {
  const fetch = jest.fn(async () => {
    throw new Error('down');
  });
  const onError = jest.fn();
  const s = createSuggester(fetch, jest.fn(), onError, 10);
  s.ask('leg');
  jest.advanceTimersByTime(10);
  await flush();
  expect(onError).toHaveBeenCalledTimes(1);
  s.ask('bra');
  s.cancel();
  jest.advanceTimersByTime(50);
  expect(fetch).toHaveBeenCalledTimes(1);
});
