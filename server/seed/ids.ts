import type { Brand } from '../../brands/types';

/**
 * Explicit ids for tables whose ids are not generated (items, categories, category groups,
 * offers, club plans). Each brand owns a block so ids are unique across brands:
 * items 1001–1999 for pf, 2001–2999 for ckb, 3xxx uncommonpair, 4xxx hb;
 * categories, groups, offers and plans 101–199, 201–299, ….
 */
const BRAND_NUMBERS: Record<string, number> = { pf: 1, ckb: 2, uncommonpair: 3, hb: 4 };

export function brandNumber(brand: Brand, index: number): number {
  return BRAND_NUMBERS[brand.id] ?? 10 + index;
}

export class IdBlock {
  constructor(private readonly n: number) {}

  /** Item id: n * 1000 + i, i in 1..999. */
  item(i: number): number {
    if (i < 1 || i > 999) throw new Error(`item index out of range: ${i}`);
    return this.n * 1000 + i;
  }

  /** Small-table id (categories, groups, offers, plans): n * 100 + i, i in 1..99. */
  small(i: number): number {
    if (i < 1 || i > 99) throw new Error(`id index out of range: ${i}`);
    return this.n * 100 + i;
  }
}
