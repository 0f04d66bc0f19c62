import type { Insertable } from 'kysely';
import type { Database } from '../db/types';
import type { BrandSeed } from './data/types';
import { toCents } from '../../lib/format/money';

/** The brand's multi-buy sets (migration 017) on its seeded categories; a set naming no category of the brand is a seed error. */
export function buildMultiBuys(
  brandId: string, seed: BrandSeed, categories: readonly { id: number; slug: string }[],
): Insertable<Database['multi_buys']>[] {
  return (seed.multiBuys ?? []).map((m) => {
    const category = categories.find((c) => c.slug === m.category);
    if (!category) throw new Error(`[seed] ${brandId}: multi-buy set on unknown category ${m.category}`);
    return { brand_id: brandId, category_id: category.id, quantity: m.quantity, price_cents: toCents(m.price), active: 1 };
  });
}
