import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { FREE_GIFT_MIN_SUBTOTAL_CENTS } from '../../lib/promotions/freeGiftRule';
import { getStoreSettings } from '../settings/store';

export const FREE_GIFT_KINDS = ['free-leggings', 'free-underwear'] as const;
export type FreeGiftKind = (typeof FREE_GIFT_KINDS)[number];

/**
 * A free gift is claimed when the shopper pays $50 or more for the items after the discount code, or
 * with the club's perks (a member in good standing, or joining in this cart).
 */
export { FREE_GIFT_MIN_SUBTOTAL_CENTS };
export const FREE_GIFT_CLASS = 'free_gift';

/** A gift kind the brand offers (shop data: the free_gift_rules table, seeded from server/seed/data/shop). */
export interface GiftRule {
  kind: FreeGiftKind;
  /** The gift must be an item of one of these categories (null: any item of the brand). */
  categorySlugs: string[] | null;
}

const isKind = (k: string): k is FreeGiftKind => (FREE_GIFT_KINDS as readonly string[]).includes(k);

/**
 * The settings flag that runs each gift kind's tiers (the spec's gift tiers): brandHas236Gifts the
 * free leggings, brandHas12Gifts the free underwear. A rule in free_gift_rules says which items a
 * gift may be; the flag says whether the brand runs it at all, so turning a flag off stops the offer
 * (banners, claim, the gift line) without deleting the rule.
 */
export const GIFT_TIER_FLAG = { 'free-leggings': 'brandHas236Gifts', 'free-underwear': 'brandHas12Gifts' } as const satisfies Record<FreeGiftKind, string>;

/** The gift kinds the brand offers: its rules whose tier flag is on. */
export async function giftRulesOf(db: DB, brandId: string): Promise<GiftRule[]> {
  const settings = await getStoreSettings(db, brandId);
  // No tier flag on: no rule can be offered, whatever the table holds.
  if (!FREE_GIFT_KINDS.some((k) => settings[GIFT_TIER_FLAG[k]] === true)) return [];
  const rows = await db.selectFrom('free_gift_rules').select(['kind', 'category_slugs']).where('brand_id', '=', brandId).orderBy('kind').execute();
  return rows.flatMap((r) =>
    isKind(r.kind) && settings[GIFT_TIER_FLAG[r.kind]] === true
      ? [{ kind: r.kind, categorySlugs: r.category_slugs === null ? null : (JSON.parse(r.category_slugs) as string[]) }]
      : []);
}

/** The brand's rule for a gift kind, or null when the brand does not offer it. */
export async function giftRule(db: DB, brandId: string, kind: FreeGiftKind): Promise<GiftRule | null> {
  return (await giftRulesOf(db, brandId)).find((r) => r.kind === kind) ?? null;
}

export interface GiftEligibilityInput {
  /** The brand's rule for the kind asked for; null when the brand does not offer that gift. */
  rule: GiftRule | null;
  /** What the shopper pays for the items after the discount (the gift itself excluded), in cents: PricedCart.spendCents. */
  paidSubtotalCents: number;
  club: boolean;
}

/** Pure eligibility rule for a free gift. */
export function isGiftEligible({ rule, paidSubtotalCents, club }: GiftEligibilityInput): boolean {
  if (!rule) return false;
  return paidSubtotalCents > 0 && (club || paidSubtotalCents >= FREE_GIFT_MIN_SUBTOTAL_CENTS);
}

/** True when the item may be given under this rule. */
export async function isGiftItem(db: DB, brand: Brand, rule: GiftRule, itemId: number): Promise<boolean> {
  const slugs = rule.categorySlugs;
  if (!slugs) return true;
  if (!slugs.length) return false;
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
