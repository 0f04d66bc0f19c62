import { debounce } from './debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('calls once with the last arguments after the quiet time', () => {
  const fn = jest.fn();
  const d = debounce(fn, 150);
  d('l');
  jest.advanceTimersByTime(100);
  d('le');
  jest.advanceTimersByTime(149);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledTimes(1);
  expect(fn).toHaveBeenCalledWith('le');
});

test('cancel drops the pending call', () => {
  const fn = jest.fn();
  const d = debounce(fn, 150);
  d('x');
  d.cancel();
  jest.advanceTimersByTime(500);
  expect(fn).not.toHaveBeenCalled();
});
