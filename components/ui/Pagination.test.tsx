import { render, screen, within } from '@testing-library/react';
import { Pagination } from './Pagination';

const href = (p: number) => `/list?page=${p}`;

test('one page: nothing', () => {
  const { container } = render(<Pagination page={1} pageCount={1} href={href} label="Pages" />);
  expect(container).toBeEmptyDOMElement();
});

test('previous and next around "Page N of M"', () => {
  render(<Pagination page={2} pageCount={3} href={href} label="Order history pages" previous="Newer orders" next="Older orders" />);
  const nav = within(screen.getByRole('navigation', { name: 'Order history pages' }));
  expect(nav.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'Newer orders' })).toHaveAttribute('href', '/list?page=1');
  expect(nav.getByRole('link', { name: 'Older orders' })).toHaveAttribute('href', '/list?page=3');
});

test('no previous link on the first page, no next on the last', () => {
  const { rerender } = render(<Pagination page={1} pageCount={2} href={href} label="Pages" />);
  expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  rerender(<Pagination page={2} pageCount={2} href={href} label="Pages" />);
  expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
  expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
});

test('numbered: five pages around the current one, which is not a link', () => {
  render(<Pagination page={5} pageCount={9} href={href} label="Review pages" numbered testId="pagination" />);
  const nav = within(screen.getByTestId('pagination'));
  expect(nav.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3', '4', '5', '6', '7']);
  expect(nav.getByText('5')).toHaveAttribute('aria-current', 'page');
  expect(nav.queryByRole('link', { name: 'Page 5' })).toBeNull();
  expect(nav.getByRole('link', { name: 'Page 7' })).toHaveAttribute('href', '/list?page=7');
});
