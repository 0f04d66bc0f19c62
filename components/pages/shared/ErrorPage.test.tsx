import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionStoreNameProvider } from '@/lib/brand/sessionStoreName';
import { ErrorPage } from './ErrorPage';

// next/head only collects tags inside Next; here they render in place so the test can read them.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const title = () => document.querySelector('title')?.textContent;

test('a server-rendered 404 names the store of the host in its title', () => {
  render(<ErrorPage statusCode={404} storeName="Pure Form" />);
  expect(title()).toBe('Page not found | Pure Form');
});

test('after a client navigation the store comes from the session', () => {
  render(
    <SessionStoreNameProvider value="Cheekboss">
      <ErrorPage statusCode={404} storeName={null} />
    </SessionStoreNameProvider>,
  );
  expect(title()).toBe('Page not found | Cheekboss');
});

test('other errors are titled with the store too; without a known store the title stands alone', () => {
  const { unmount } = render(<ErrorPage statusCode={500} storeName="Harbor Basics" />);
  expect(title()).toBe('Something went wrong | Harbor Basics');
  unmount();
  render(<ErrorPage statusCode={400} storeName={null} />);
  expect(title()).toBe('This link doesn’t work');
});
