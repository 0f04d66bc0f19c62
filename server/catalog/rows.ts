import type { Selectable } from 'kysely';
import type { Database } from '../db/types';

/** Raw rows the catalog snapshot is built from (one brand). */
export interface CatalogRows {
  categories: Selectable<Database['categories']>[];
  groups: Selectable<Database['category_groups']>[];
  items: Selectable<Database['items']>[];
  itemCategories: { item_id: number; category_id: number; position: number }[];
  colors: { item_id: number; name: string; hex: string; position: number }[];
  sizes: { item_id: number; size: string; position: number; stock: number }[];
  images: { item_id: number; kind: string; image_key: string | null; url: string; width: number; height: number; alt: string; position: number; id: number }[];
  matches: { item_id: number; match_item_id: number; position: number }[];
  ratings: { item_id: number | null; rating: number; n: number }[];
  /** The brand's active multi-buy sets (migration 017). */
  multiBuys: { id: number; category_id: number; quantity: number; price_cents: number }[];
  /** The brand's size order from store settings (spec: a supplied order is kept when it covers every size). */
  sizeOrder: string[];
}
