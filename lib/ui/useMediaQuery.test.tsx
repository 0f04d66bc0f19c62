import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { useMediaQuery } from './useMediaQuery';

function Probe() {
  return <p>{useMediaQuery('(hover: hover)') ? 'matches' : 'does not match'}</p>;
}

let media: ReturnType<typeof fakeMatchMedia> | null = null;
afterEach(() => media?.restore());

test('the server render says no, whatever the device', () => {
  media = fakeMatchMedia(() => true);
  expect(renderToString(<Probe />)).toBe('<p>does not match</p>');
});

test('on the client it follows the query and its changes, and stops listening on unmount', () => {
  const device = (media = fakeMatchMedia(() => true));
  const { unmount } = render(<Probe />);
  expect(screen.getByText('matches')).toBeInTheDocument();
  act(() => device.set(() => false));
  expect(screen.getByText('does not match')).toBeInTheDocument();
  unmount();
  expect(device.listeners.size).toBe(0);
});

test('without matchMedia (old browsers, some test environments) it says no', () => {
  media = fakeMatchMedia(() => true);
  // @ts-expect-error: removed on purpose
  delete window.matchMedia;
  render(<Probe />);
  expect(screen.getByText('does not match')).toBeInTheDocument();
});
