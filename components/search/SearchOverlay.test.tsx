import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Layout } from '../layout/Layout';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import type { BrandPageProps } from '../../lib/page/brandPage';

jest.mock('../../lib/api/browser', () => ({ browserApi: () => ({ get: () => new Promise(() => undefined), post: jest.fn() }) }));

const brand = { ...testBrand, theme: { name: 'test', primary: '#000', primaryDark: '#000', accent: '#000', background: '#fff', text: '#000' } };
const page = { brand, layoutSettings: { ...testLayoutSettings, footerMenu: [] }, layout: 'default', path: '/' } as unknown as BrandPageProps;

test('the phone search button opens a modal dialog with the field focused; Tab stays inside; Escape closes and focus returns', async () => {
  render(
    <Layout page={page}>
      <h1>Page</h1>
    </Layout>,
  );
  const opener = screen.getByRole('button', { name: 'Open search' });
  expect(opener).toHaveAttribute('href', '/search');
  expect(screen.queryByRole('dialog')).toBeNull();
  opener.focus();
  await act(async () => {
    fireEvent.click(opener);
  });
  const dialog = screen.getByRole('dialog', { name: 'Search' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const input = dialog.querySelector('input[name="q"]') as HTMLInputElement;
  expect(document.activeElement).toBe(input);
  await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('inert'));
  expect(document.querySelector('main')).toHaveAttribute('inert');

  // Tab from the last control goes back to the first, Shift+Tab from the first to the last.
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  cancel.focus();
  fireEvent.keyDown(cancel, { key: 'Tab' });
  expect(document.activeElement).toBe(input);
  fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(cancel);

  await act(async () => {
    fireEvent.keyDown(window, { key: 'Escape' });
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.querySelector('header')).not.toHaveAttribute('inert');
});

test('the search button also opens with the space bar (it is a link until JavaScript runs)', async () => {
  render(
    <Layout page={page}>
      <h1>Page</h1>
    </Layout>,
  );
  await act(async () => {
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open search' }), { key: ' ' });
  });
  expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
});
