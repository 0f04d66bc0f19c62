import { render, screen } from '@testing-library/react';
import { MultiBuyNote } from './MultiBuyNote';

const set = { id: 1, categoryId: 7, categoryName: 'Cheekies', path: '/category/cheekies', quantity: 5, price: 50, label: 'Mix any 5 Cheekies for $50' };

test('shows each set with a link to its category on the item page', () => {
  render(<MultiBuyNote offers={[set]} linkToCategory />);
  expect(screen.getByText('Mix any 5 Cheekies for $50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cheekies' })).toHaveAttribute('href', '/category/cheekies');
});

test('nothing without sets; no link on the category page itself', () => {
  const { container, rerender } = render(<MultiBuyNote offers={[]} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<MultiBuyNote offers={[set]} />);
  expect(screen.queryByRole('link')).toBeNull();
});
