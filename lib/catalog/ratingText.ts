/** '1 star', '4 stars' (histogram labels on the item page and the reviews page). */
export function starCount(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'star' : 'stars'}`;
}

/** '1 review', '1,204 reviews'. */
export function reviewCount(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'review' : 'reviews'}`;
}
