import { reviewCount, starCount } from './ratingText';

test('one star or review is singular, any other count plural', () => {
  expect([1, 2, 5, 0].map(starCount)).toEqual(['1 star', '2 stars', '5 stars', '0 stars']);
  expect([1, 3, 1204].map(reviewCount)).toEqual(['1 review', '3 reviews', '1,204 reviews']);
});
