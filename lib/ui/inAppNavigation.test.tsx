import { fireEvent, render, screen } from '@testing-library/react';
import { inAppPath } from './inAppNavigation';
import { installedInAppNavigation } from '../../tests/helpers/inAppRouter';

const { router, uninstall } = installedInAppNavigation();

test('a plain click on an in-app path navigates through the router without a page load', () => {
  render(<a href="/item/1001">Item</a>);
  expect(fireEvent.click(screen.getByRole('link'))).toBe(false);
  expect(router.push).toHaveBeenCalledWith('/item/1001', undefined, { scroll: true });
});

test('a click on an element inside the anchor counts as a click on the anchor', () => {
  render(
    <a href="/category/leggings">
      <svg data-testid="icon" />
      <span>Leggings</span>
    </a>,
  );
  fireEvent.click(screen.getByTestId('icon'));
  fireEvent.click(screen.getByText('Leggings'));
  expect(router.push).toHaveBeenCalledTimes(2);
});

test('data-replace and data-scroll="keep" reach the router', () => {
  render(
    <a href="/category/leggings?size=S" data-replace data-scroll="keep">
      S
    </a>,
  );
  fireEvent.click(screen.getByRole('link'));
  expect(router.replace).toHaveBeenCalledWith('/category/leggings?size=S', undefined, { scroll: false });
  expect(router.push).not.toHaveBeenCalled();
});

test.each([
  ['meta', { metaKey: true }],
  ['ctrl', { ctrlKey: true }],
  ['shift', { shiftKey: true }],
  ['alt', { altKey: true }],
  ['middle button', { button: 1 }],
])('a %s click is left to the browser', (_name, init) => {
  render(<a href="/item/1">Item</a>);
  expect(fireEvent.click(screen.getByRole('link'), init)).toBe(true);
  expect(router.push).not.toHaveBeenCalled();
});

test('external links, new tabs, downloads, opted-out links, hash links and handlers that prevent default are left alone', () => {
  render(
    <>
      <a href="https://instagram.com/x">ext</a>
      <a href="//cdn.example/x">proto</a>
      <a href="/terms" target="_blank">tab</a>
      <a href="/api.php/export" download>file</a>
      <a href="/legacy" data-native>native</a>
      <a href="#main">skip</a>
      <a href="mailto:help@example.com">mail</a>
      <a href="/cart" onClick={(e) => e.preventDefault()}>
        own
      </a>
    </>,
  );
  for (const name of ['ext', 'proto', 'tab', 'file', 'native', 'skip', 'mail', 'own']) fireEvent.click(screen.getByRole('link', { name }));
  expect(router.push).not.toHaveBeenCalled();
});

test('an element onClick runs before navigating (e.g. closing a drawer)', () => {
  const order: string[] = [];
  router.push.mockImplementation(() => (order.push('push'), Promise.resolve(true)));
  render(
    <a href="/club" onClick={() => order.push('close')}>
      Club
    </a>,
  );
  fireEvent.click(screen.getByRole('link'));
  expect(order).toEqual(['close', 'push']);
});

test('prefetches the target once on hover, focus or touch, unless prefetch is off or the link leaves the app', () => {
  render(
    <>
      <a href="/a">a</a>
      <a href="/b" data-prefetch="off">
        b
      </a>
      <a href="https://x.example">c</a>
      <a href="/d">d</a>
    </>,
  );
  fireEvent.mouseOver(screen.getByRole('link', { name: 'a' }));
  fireEvent.focusIn(screen.getByRole('link', { name: 'a' }));
  fireEvent.touchStart(screen.getByRole('link', { name: 'a' }));
  fireEvent.mouseOver(screen.getByRole('link', { name: 'b' }));
  fireEvent.mouseOver(screen.getByRole('link', { name: 'c' }));
  fireEvent.focusIn(screen.getByRole('link', { name: 'd' }));
  expect(router.prefetch.mock.calls).toEqual([['/a'], ['/d']]);
});

test('after uninstalling, clicks are the browser’s again', () => {
  uninstall();
  render(<a href="/item/2">Item</a>);
  expect(fireEvent.click(screen.getByRole('link'))).toBe(true);
  expect(router.push).not.toHaveBeenCalled();
});

test('inAppPath reads the written href, not the resolved one', () => {
  const a = document.createElement('a');
  a.setAttribute('href', '/category/leggings?sort=price-asc');
  expect(inAppPath(a)).toBe('/category/leggings?sort=price-asc');
  a.setAttribute('target', '_self');
  expect(inAppPath(a)).toBe('/category/leggings?sort=price-asc');
});
