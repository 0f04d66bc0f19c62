import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ProductCardData } from '../../lib/catalog/cards';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { ProductCard } from './ProductCard';

const item: ProductCardData = {
  id: 1001,
  path: '/item/1001',
  name: 'Sculpt High-Rise Legging',
  image: { url: '/media/front.svg', width: 800, height: 1000, alt: 'Sculpt High-Rise Legging, front view' },
  hoverImage: { url: '/media/back.svg', width: 800, height: 1000 },
  price: 48.99,
  originalPrice: null,
  clubPrice: 38.99,
  colors: [{ hex: '#c98b8f', title: 'Dusty Rose' }],
  soldOut: false,
};

let media: ReturnType<typeof fakeMatchMedia> | null = null;
const deviceCanHover = (can: boolean) => (media = fakeMatchMedia((query) => can && query.includes('hover: hover')));
afterEach(() => media?.restore());

const srcs = (root: ParentNode) => [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));

test('the server HTML holds the first photo only', () => {
  deviceCanHover(true);
  const html = renderToString(<ProductCard item={item} priority />);
  expect(html).toContain('/media/front.svg');
  expect(html).not.toContain('/media/back.svg');
});

test('a device that can hover gets the second photo for the hover swap', () => {
  deviceCanHover(true);
  const { container } = render(<ProductCard item={item} />);
  expect(srcs(container)).toEqual(['/media/front.svg', '/media/back.svg']);
  expect(screen.getByRole('img', { name: 'Sculpt High-Rise Legging, front view' })).toHaveAttribute('loading', 'lazy');
});

test('a touch device never gets it (it would download a photo it cannot show)', () => {
  deviceCanHover(false);
  const { container } = render(<ProductCard item={item} />);
  expect(srcs(container)).toEqual(['/media/front.svg']);
});

test('a card shows the member price, struck against the list price, only when the cart gives member prices', () => {
  deviceCanHover(false);
  const { rerender } = render(<ProductCard item={item} />);
  expect(screen.getByTestId('price')).toHaveTextContent('$48.99');
  rerender(<ProductCard item={item} memberPrices />);
  expect(screen.getByTestId('price')).toHaveTextContent('Member price $38.99');
  expect(screen.getByText('$48.99', { exact: false }).closest('s')).not.toBeNull();
});
