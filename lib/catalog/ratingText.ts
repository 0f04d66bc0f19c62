import { formatCount } from '../format/count';

/** '1 star', '4 stars' (histogram labels on the item page and the reviews page). */
export function starCount(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'star' : 'stars'}`;
}

/** '1 review', '1,204 reviews'. */
export function reviewCount(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'review' : 'reviews'}`;
}
