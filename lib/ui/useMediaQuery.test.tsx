import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './useMediaQuery';

function Probe() {
  return <p>{useMediaQuery('(hover: hover)') ? 'matches' : 'does not match'}</p>;
}

/** A matchMedia whose answer the test sets, telling listeners when it changes. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(next: boolean) {
      matches = next;
      listeners.forEach((l) => l());
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

test('the server render says no, whatever the device', () => {
  fakeMatchMedia(true);
  expect(renderToString(<Probe />)).toBe('<p>does not match</p>');
});

test('on the client it follows the query and its changes, and stops listening on unmount', () => {
  const media = fakeMatchMedia(true);
  const { unmount } = render(<Probe />);
  expect(screen.getByText('matches')).toBeInTheDocument();
  act(() => media.set(false));
  expect(screen.getByText('does not match')).toBeInTheDocument();
  unmount();
  expect(media.listeners.size).toBe(0);
});

test('without matchMedia (old browsers, some test environments) it says no', () => {
  // @ts-expect-error: removed on purpose
  delete window.matchMedia;
  render(<Probe />);
  expect(screen.getByText('does not match')).toBeInTheDocument();
});
