import type { Insertable } from 'kysely';
import type { Brand } from '../../brands/types';
import type { Database } from '../db/types';
import type { SeedItem } from './catalog';
import { brandReviewText, FIRST_NAMES, reviewText } from './data/copy';
import type { BrandSeed } from './data/types';
import { Rng } from './prng';
import { BASE_DATE } from './time';

const BASE_MS = Date.parse(BASE_DATE);
const DAY = 86_400_000;
export const BRAND_REVIEW_COUNT = 16;

/**
 * Item reviews (3–6 per item for the main brands, 1–2 for the others) and brand-level reviews
 * (item_id null) for the customer_reviews page. images_json is a list of {url, width, height, alt};
 * answers_json has any of the keys product, sizingFit, style, travel, firstOrder.
 */
export function buildReviews(brand: Brand, seed: BrandSeed, items: SeedItem[]): Insertable<Database['reviews']>[] {
  const rows: Insertable<Database['reviews']>[] = [];
  const main = brand.hasDesignedHome;
  const person = (rng: Rng) => ({ first_name: rng.pick(FIRST_NAMES), last_initial: String.fromCharCode(65 + rng.int(0, 25)) });
  for (const item of items) {
    const rng = new Rng(`${brand.id}:reviews:${item.id}`);
    const count = main ? rng.int(3, 6) : rng.int(1, 2);
    const since = Math.max(1, Math.floor((BASE_MS - Date.parse(item.createdAt)) / DAY));
    const label = item.type.replace(/-/g, ' ');
    for (let i = 0; i < count; i++) {
      const copyItem = { name: item.name, shape: item.shape, oneSize: item.sizes.length === 1 };
      const t = reviewText(copyItem, seed.voice, label.charAt(0).toUpperCase() + label.slice(1), rng);
      const images = item.customerImages.length && rng.chance(0.35) ? rng.sample(item.customerImages, rng.int(1, 2)) : [];
      rows.push({
        brand_id: brand.id, item_id: item.id, customer_id: null, ...person(rng), rating: t.rating, title: t.title, body: t.body,
        images_json: JSON.stringify(images), answers_json: JSON.stringify(t.answers),
        created_at: new Date(BASE_MS - rng.int(0, since - 1) * DAY - rng.int(0, 1439) * 60_000).toISOString(),
      });
    }
  }
  const rng = new Rng(`${brand.id}:brand-reviews`);
  for (let i = 0; i < BRAND_REVIEW_COUNT; i++) {
    const t = brandReviewText(brand.storeName, seed.shop.hasClub, rng);
    rows.push({
      brand_id: brand.id, item_id: null, customer_id: null, ...person(rng), rating: t.rating, title: t.title, body: t.body,
      images_json: '[]', answers_json: JSON.stringify(t.answers),
      created_at: new Date(BASE_MS - rng.int(1, 365) * DAY - rng.int(0, 1439) * 60_000).toISOString(),
    });
  }
  return rows;
}
