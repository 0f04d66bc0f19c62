import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { testBrand } from '../../../lib/brand/testFixtures';
import { ErrorPage } from './ErrorPage';

// next/head only collects tags inside Next; here they render in place so the test can read them.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const title = () => document.querySelector('title')?.textContent;

test('a server-rendered 404 names the store of the host in its title', () => {
  render(<ErrorPage statusCode={404} storeName="Pure Form" />);
  expect(title()).toBe('Page not found | Pure Form');
});

test("in the store's layout (after a client navigation too) the title names the layout's store, and the layout has the main landmark", () => {
  render(<ErrorPage statusCode={404} storeName={null} brand={{ ...testBrand, storeName: 'Cheekboss' }} />);
  expect(title()).toBe('Page not found | Cheekboss');
  expect(screen.queryByRole('main')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('standing alone, the error page is its own main landmark', () => {
  render(<ErrorPage statusCode={404} storeName="Pure Form" />);
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
});

test('other errors are titled with the store too; without a known store the title stands alone', () => {
  const { unmount } = render(<ErrorPage statusCode={500} storeName="Harbor Basics" />);
  expect(title()).toBe('Something went wrong | Harbor Basics');
  unmount();
  render(<ErrorPage statusCode={400} storeName={null} />);
  expect(title()).toBe('This link doesn’t work');
});
