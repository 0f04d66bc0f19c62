import { itemWithCards, toCardData } from './cards';
import type { CategoryItem } from './types';

const item: CategoryItem = {
  id: 7,
  path: '/item/7',
  slug: 'sculpt-legging',
  name: 'Sculpt Legging',
  type: 'legging',
  image: { url: '/media/a.svg', width: 800, height: 1000, alt: 'Sculpt Legging, front view' },
  hoverImage: { url: '/media/b.svg', width: 800, height: 1000, alt: 'Sculpt Legging, back view' },
  price: 48.99,
  originalPrice: 60,
  clubPrice: 39.99,
  baseColor: 'pink',
  colors: [
    { name: 'Dusty Rose/Charcoal', hex: '#c98b8f', parts: ['Dusty Rose', 'Charcoal'] },
    { name: 'Black', hex: '#111111', parts: ['Black'] },
  ],
  sizes: ['XS', 'S'],
  soldOut: false,
  vipOnly: false,
  createdAt: '2025-12-08T19:43:00.000Z',
};

test('a card keeps what the card shows and drops what only filtering and sorting need', () => {
  expect(toCardData(item)).toEqual({
    id: 7,
    path: '/item/7',
    name: 'Sculpt Legging',
    image: item.image,
    hoverImage: { url: '/media/b.svg', width: 800, height: 1000 },
    price: 48.99,
    originalPrice: 60,
    clubPrice: 39.99,
    colors: [
      { hex: '#c98b8f', title: 'Dusty Rose / Charcoal' },
      { hex: '#111111', title: 'Black' },
    ],
    soldOut: false,
  });
});

test('an item without images keeps nulls', () => {
  const card = toCardData({ ...item, image: null, hoverImage: null });
  expect(card.image).toBeNull();
  expect(card.hoverImage).toBeNull();
});

test('an item page gets its matching items as cards, and the other colours\' images as bare URLs', () => {
  const images = { image1: { url: '/media/a.svg', width: 800, height: 1000, alt: 'a' }, image2: { url: '/media/b.svg', width: 800, height: 1000, alt: 'b' } };
  const black = { image1: { ...images.image1, url: '/media/a.svg?color=Black' }, image2: { ...images.image2, url: '/media/b.svg?color=Black' } };
  const page = itemWithCards({
    matching: [item],
    colors: item.colors,
    images,
    imageKeys: ['image2', 'image1'],
    colorImages: { 'Dusty Rose/Charcoal': images, Black: black },
  } as unknown as Parameters<typeof itemWithCards>[0]);
  expect(page.matching).toEqual([toCardData(item)]);
  expect(page.colorPhotos).toEqual({ Black: ['/media/b.svg?color=Black', '/media/a.svg?color=Black'] });
  expect(page).not.toHaveProperty('colorImages');
});
