import { act, render } from '@testing-library/react';
import Router from 'next/router';
import { SCROLL_TOP_DELAY_MS, useScrollTopOnNavigation } from './navigation';

// The pages router gives useRouter() a new object on every render (makePublicRouterInstance), with the
// singleton's events: this mock does the same.
jest.mock('next/router', () => {
  const actual = jest.requireActual('next/router');
  return { __esModule: true, ...actual, default: actual.default, useRouter: () => ({ asPath: '/', events: actual.default.events }) };
});

function Probe({ n }: { n: number }) {
  useScrollTopOnNavigation();
  return <span>{n}</span>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the page scrolls to the top 100 ms after a navigation, although the navigation re-renders the layout', () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  const { rerender, unmount } = render(<Probe n={1} />);
  act(() => Router.events.emit('routeChangeComplete', '/category/leggings', { shallow: false }));
  rerender(<Probe n={2} />); // the navigation's own re-render
  act(() => jest.advanceTimersByTime(SCROLL_TOP_DELAY_MS - 1));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }));
  unmount();
});

test('a shallow navigation (a filter) does not scroll', () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  const { unmount } = render(<Probe n={1} />);
  act(() => Router.events.emit('routeChangeComplete', '/category/leggings?size=S', { shallow: true }));
  act(() => jest.advanceTimersByTime(500));
  expect(scrollTo).not.toHaveBeenCalled();
  unmount();
});

test('a navigation that keeps the scroll position (a filter chip, data-scroll="keep") is not scrolled to the top later', () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  const { unmount } = render(<Probe n={1} />);
  // What the router writes for push(url, undefined, { scroll: false }).
  window.history.pushState({ url: '/category/[slug]', as: '/category/leggings?size=S', options: { scroll: false }, __N: true, key: 'k1' }, '', '/category/leggings?size=S');
  act(() => Router.events.emit('routeChangeComplete', '/category/leggings?size=S', { shallow: false }));
  act(() => jest.advanceTimersByTime(500));
  expect(scrollTo).not.toHaveBeenCalled();
  // The next ordinary navigation scrolls again.
  window.history.pushState({ url: '/item/[id]', as: '/item/1', options: {}, __N: true, key: 'k2' }, '', '/item/1');
  act(() => Router.events.emit('routeChangeComplete', '/item/1', { shallow: false }));
  act(() => jest.advanceTimersByTime(SCROLL_TOP_DELAY_MS));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  unmount();
});
