import type { Brand } from '../../brands/types';
import type { DB } from '../db';

export const FREE_GIFT_KINDS = ['free-leggings', 'free-underwear'] as const;
export type FreeGiftKind = (typeof FREE_GIFT_KINDS)[number];

/**
 * A free gift is claimed when the shopper pays $50 or more for the items after the discount code, or
 * with the club's perks (a member in good standing, or joining in this cart).
 */
export const FREE_GIFT_MIN_SUBTOTAL_CENTS = 5000;
export const FREE_GIFT_CLASS = 'free_gift';

interface GiftRule {
  brandId: string;
  /** The gift must be an item of one of these categories (null: any item of the brand). */
  categorySlugs: string[] | null;
}

const RULES: Record<FreeGiftKind, GiftRule> = {
  'free-leggings': { brandId: 'pf', categorySlugs: ['leggings'] },
  'free-underwear': { brandId: 'ckb', categorySlugs: null },
};

export function giftKindForBrand(brandId: string): FreeGiftKind | null {
  return (Object.keys(RULES) as FreeGiftKind[]).find((k) => RULES[k].brandId === brandId) ?? null;
}

export interface GiftEligibilityInput {
  brandId: string;
  kind: FreeGiftKind;
  /** What the shopper pays for the items after the discount (the gift itself excluded), in cents: PricedCart.spendCents. */
  paidSubtotalCents: number;
  club: boolean;
}

/** Pure eligibility rule for a free gift. */
export function isGiftEligible({ brandId, kind, paidSubtotalCents, club }: GiftEligibilityInput): boolean {
  if (RULES[kind].brandId !== brandId) return false;
  return paidSubtotalCents > 0 && (club || paidSubtotalCents >= FREE_GIFT_MIN_SUBTOTAL_CENTS);
}

/** True when the item may be given as this kind of gift. */
export async function isGiftItem(db: DB, brand: Brand, kind: FreeGiftKind, itemId: number): Promise<boolean> {
  const slugs = RULES[kind].categorySlugs;
  if (!slugs) return true;
  const row = await db
    .selectFrom('item_categories as ic')
    .innerJoin('categories as c', 'c.id', 'ic.category_id')
    .select('ic.item_id')
    .where('ic.item_id', '=', itemId)
    .where('c.brand_id', '=', brand.id)
    .where('c.slug', 'in', slugs)
    .executeTakeFirst();
  return Boolean(row);
}

export const isGiftLine = (discountClass: string) => discountClass.split(',').some((c) => c.trim() === FREE_GIFT_CLASS);
