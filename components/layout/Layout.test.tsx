import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Layout } from './Layout';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import type { BrandPageProps } from '../../lib/page/brandPage';

// The header's cart button asks for the cart; it never answers here (the count is not under test).
jest.mock('../../lib/api/browser', () => ({ browserApi: () => ({ get: () => new Promise(() => undefined), post: jest.fn() }) }));

const brand = { ...testBrand, theme: { name: 'test', primary: '#000', primaryDark: '#000', accent: '#000', background: '#fff', text: '#000' } };
const settings = {
  ...testLayoutSettings,
  headerMenu: [{ name: 'Leggings', path: '/category/leggings', children: [{ name: 'Flares', path: '/category/flares' }] }],
  footerMenu: [{ header: 'Help', items: [{ name: 'Contact us', path: '/contact-us', showDuringCheckout: true }] }],
};
const page = { brand, layoutSettings: settings, layout: 'default', path: '/' } as unknown as BrandPageProps;

const background = () => [screen.getByRole('banner'), screen.getByRole('main'), screen.getByRole('contentinfo'), screen.getByText('Skip to content')];

const renderPage = () =>
  render(
    <Layout page={page}>
      <h1>Page</h1>
    </Layout>,
  );

const frame = () => [document.querySelector('header')!, document.querySelector('main')!, document.querySelector('footer')!];

test('while the menu drawer is open the page behind it is inert; closing gives focus back to the menu button', async () => {
  renderPage();
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  for (const el of background()) expect(el).not.toHaveAttribute('inert');

  menuButton.focus();
  fireEvent.click(menuButton);
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(document.activeElement).toBe(drawer);
  // The tap's own update shows the drawer; the page turns inert after that frame has painted.
  for (const el of frame()) expect(el).not.toHaveAttribute('inert');
  // the header (with the menu button) is inert too, so query it without the accessibility tree
  await waitFor(() => {
    for (const el of frame()) expect(el).toHaveAttribute('inert');
  });
  expect(drawer).not.toHaveAttribute('inert');
  expect(drawer.closest('[inert]')).toBeNull();

  fireEvent.keyDown(window, { key: 'Escape' });
  for (const el of background()) expect(el).not.toHaveAttribute('inert');
  expect(document.activeElement).toBe(menuButton);
});

test('main is where focus starts after a page change (focusable by script, not by Tab)', () => {
  renderPage();
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
});

test('a drawer closed before its first frame paints never leaves the page inert, and one opened again waits for its own frame', async () => {
  renderPage();
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  fireEvent.click(menuButton);
  fireEvent.keyDown(window, { key: 'Escape' });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  for (const el of frame()) expect(el).not.toHaveAttribute('inert');

  fireEvent.click(menuButton);
  await waitFor(() => expect(document.querySelector('main')).toHaveAttribute('inert'));
  fireEvent.keyDown(window, { key: 'Escape' });
  for (const el of frame()) expect(el).not.toHaveAttribute('inert');
  fireEvent.click(menuButton);
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  for (const el of frame()) expect(el).not.toHaveAttribute('inert');
  await waitFor(() => expect(document.querySelector('main')).toHaveAttribute('inert'));
});

test('Tab stays inside the open menu drawer from its first frame (before the page behind turns inert)', () => {
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(document.querySelector('main')).not.toHaveAttribute('inert');
  expect(document.activeElement).toBe(drawer);
  const controls = Array.from(drawer.querySelectorAll<HTMLElement>('a[href], button'));
  fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(controls[controls.length - 1]);
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(document.activeElement).toBe(controls[0]);
});
