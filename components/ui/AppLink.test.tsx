import { fireEvent, render, screen } from '@testing-library/react';
import Router from 'next/router';
import AppLink, { isInAppHref } from './AppLink';

jest.mock('next/router', () => ({
  __esModule: true,
  default: { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn(() => Promise.resolve()) },
}));

const router = Router as unknown as { push: jest.Mock; replace: jest.Mock; prefetch: jest.Mock };

beforeEach(() => jest.clearAllMocks());

test('renders a real anchor with the href and attributes', () => {
  render(<AppLink href="/category/leggings" className="x" aria-label="Leggings">Leggings</AppLink>);
  const a = screen.getByRole('link', { name: 'Leggings' });
  expect(a.getAttribute('href')).toBe('/category/leggings');
  expect(a.className).toBe('x');
});

test('a plain click on an in-app path navigates through the router without a page load', () => {
  render(<AppLink href="/item/1001">Item</AppLink>);
  const notPrevented = fireEvent.click(screen.getByRole('link'));
  expect(notPrevented).toBe(false);
  expect(router.push).toHaveBeenCalledWith('/item/1001', undefined, { scroll: true });
});

test('replace and scroll options reach the router', () => {
  render(<AppLink href="/category/leggings?size=S" replace scroll={false}>S</AppLink>);
  fireEvent.click(screen.getByRole('link'));
  expect(router.replace).toHaveBeenCalledWith('/category/leggings?size=S', undefined, { scroll: false });
  expect(router.push).not.toHaveBeenCalled();
});

test.each([
  ['meta', { metaKey: true }],
  ['ctrl', { ctrlKey: true }],
  ['shift', { shiftKey: true }],
  ['middle button', { button: 1 }],
])('a %s click is left to the browser', (_name, init) => {
  render(<AppLink href="/item/1">Item</AppLink>);
  expect(fireEvent.click(screen.getByRole('link'), init)).toBe(true);
  expect(router.push).not.toHaveBeenCalled();
});

test('external links, new tabs and handlers that prevent default are left alone', () => {
  render(
    <>
      <AppLink href="https://instagram.com/x">ext</AppLink>
      <AppLink href="/terms" target="_blank">tab</AppLink>
      <AppLink href="/cart" onClick={(e) => e.preventDefault()}>own</AppLink>
    </>,
  );
  for (const name of ['ext', 'tab', 'own']) fireEvent.click(screen.getByRole('link', { name }));
  expect(router.push).not.toHaveBeenCalled();
});

test('the caller onClick runs before navigating (e.g. closing a drawer)', () => {
  const order: string[] = [];
  router.push.mockImplementation(() => (order.push('push'), Promise.resolve(true)));
  render(<AppLink href="/club" onClick={() => order.push('close')}>Club</AppLink>);
  fireEvent.click(screen.getByRole('link'));
  expect(order).toEqual(['close', 'push']);
});

test('prefetches the target on hover, focus or touch, unless prefetch is off', () => {
  render(
    <>
      <AppLink href="/a">a</AppLink>
      <AppLink href="/b" prefetch={false}>b</AppLink>
      <AppLink href="https://x.example">c</AppLink>
    </>,
  );
  fireEvent.mouseEnter(screen.getByRole('link', { name: 'a' }));
  fireEvent.focus(screen.getByRole('link', { name: 'a' }));
  fireEvent.touchStart(screen.getByRole('link', { name: 'a' }));
  fireEvent.mouseEnter(screen.getByRole('link', { name: 'b' }));
  fireEvent.mouseEnter(screen.getByRole('link', { name: 'c' }));
  expect(router.prefetch.mock.calls).toEqual([['/a'], ['/a'], ['/a']]);
});

test('isInAppHref', () => {
  expect(isInAppHref('/x')).toBe(true);
  expect(isInAppHref('//evil.example/x')).toBe(false);
  expect(isInAppHref('https://x.example')).toBe(false);
  expect(isInAppHref('#top')).toBe(false);
});
