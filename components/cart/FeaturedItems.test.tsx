import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { installFakeShopFetch, ok, failed } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { FeaturedItems } from './FeaturedItems';
import { CartLineItem } from './CartLineItem';

const shop = installFakeShopFetch();
const item = (id: number, name: string) => ({ id, name, path: `/item/${id}`, price: 42.99, images: { image1: { url: `/i${id}.jpg`, width: 400, height: 500, alt: '' } }, imageKeys: ['image1'] });

test('the drawer features the cart’s featured items with their price, marks one bought before, and leaves out one that cannot be read', async () => {
  shop.reply({ 'GET item/5': ok(item(5, 'Cloudsoft Legging')), 'GET item/6': ok(item(6, 'Crop Top')), 'GET item/7': failed(404, 'Not found') });
  renderInBrand(<FeaturedItems ids={[5, 6, 7]} purchased={[6]} />);
  const tiles = await screen.findAllByTestId('featured-item');
  expect(tiles).toHaveLength(2);
  expect(tiles[0]).toHaveTextContent('Cloudsoft Legging$42.99');
  expect(tiles[0].querySelector('a')).toHaveAttribute('href', '/item/5');
  expect(tiles[1]).toHaveTextContent('You’ve bought this before');
  expect(screen.getByRole('heading', { name: 'Complete your look' })).toBeInTheDocument();
});

test('a cart line bought before says so', () => {
  const line = { cartId: 1, itemId: 5, path: '/item/5', image: '', name: 'Cloudsoft Legging', color: 'Black', size: 'M', quantity: 1, price: 42.99, total: 42.99, originalTotal: 42.99 };
  renderInBrand(<ul><CartLineItem line={line as never} boughtBefore readOnly /></ul>);
  expect(screen.getByTestId('bought-before')).toHaveTextContent('You’ve bought this before');
});
