import type { Insertable } from 'kysely';
import type { Brand } from '../../brands/types';
import type { Database } from '../db/types';
import type { OfferListKind } from '../../lib/checkout/types';
import type { OfferKind } from '../../lib/checkout/nextPage';
import type { SeedItem } from './catalog';
import type { BrandSeed } from './data/types';
import type { IdBlock } from './ids';
import { floorToDollar, formatCents, toCents } from '../../lib/format/money';
import { multiBuyLabel } from '../../lib/promotions/multiBuy';

/** A seeded offer costs at most 1 / MIN_SAVING_FACTOR (80%) of what its pieces cost at the regular price. */
export const MIN_SAVING_FACTOR = 1.25;

/** Whether `howMany` pieces at `unitCents` each cost at least MIN_SAVING_FACTOR times the offer's `offerCents`. */
export function isRealSaving(unitCents: number, howMany: number, offerCents: number): boolean {
  return unitCents * howMany >= offerCents * MIN_SAVING_FACTOR;
}
const plural = (s: string) => (/[^aeiou]y$/i.test(s) ? `${s.slice(0, -1)}ies` : /(s|x|ch|sh)$/i.test(s) ? `${s}es` : `${s}s`);

/**
 * What a code's details say about combining, as the cart prices it (docs/api.md, "Multi-buy promotions"):
 * one code per order, taken off what the items cost after member prices and the brand's multi-buy sets
 * (so 10First on ckb's 5-for-$50 set takes 10% off the $50). `after` names those for a minimum's sentence.
 */
export function codeStackingText(seed: BrandSeed): { sentence: string; after: string } {
  const sets = (seed.multiBuys ?? []).map((m) => {
    const category = seed.shop.categories.find((c) => c.slug === m.category);
    if (!category) throw new Error(`[seed] multi-buy set on unknown category ${m.category}`);
    return `the ${multiBuyLabel(m.quantity, category.name, m.price)} set`;
  });
  const parts = [...(seed.shop.hasClub ? ['member prices'] : []), ...sets];
  const after = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  const sentence = after ? `One code per order; it applies on top of ${after}, to what your items cost after them.` : 'One code per order.';
  return { sentence, after };
}

/**
 * The brand's promo codes: percent_off the whole percent of 'percent' codes (10 = 10%), value_cents
 * the cents of 'amount' codes (0 otherwise). The brand's social-media code gets
 * discount_class 'social_media_special'.
 */
/** A code's per-customer limit in its details: 'Once per customer.', 'Up to 3 times per customer.' */
const usesText = (limit: number) => (limit === 1 ? 'Once per customer.' : `Up to ${limit} times per customer.`);

export function buildDiscountCodes(brand: Brand, seed: BrandSeed): Insertable<Database['discount_codes']>[] {
  const stacking = codeStackingText(seed);
  return seed.shop.promoCodes.map((p) => {
    const min = toCents(p.minSubtotal ?? 0);
    const details = [
      min ? `Valid on orders of ${formatCents(min)} or more${stacking.after ? ` after ${stacking.after}` : ''}.` : '',
      p.clubOnly ? `For ${seed.shop.clubName} members only.` : '',
      p.firstOrderOnly ? 'For your first order only.' : '',
      p.perCustomerLimit ? usesText(p.perCustomerLimit) : '',
      p.kind === 'free_shipping' ? 'One code per order.' : stacking.sentence,
    ].filter(Boolean).join(' ');
    return {
      brand_id: brand.id, code: p.code, code_lower: p.code.toLowerCase(), kind: p.kind,
      value_cents: p.kind === 'amount' ? toCents(p.value) : 0, percent_off: p.kind === 'percent' ? p.value : 0,
      description: p.description, details, min_subtotal_cents: min, club_only: p.clubOnly ? 1 : 0, first_order_only: p.firstOrderOnly ? 1 : 0,
      per_customer_limit: p.perCustomerLimit ?? null,
      discount_class: p.code === seed.socialMediaDiscountCode ? 'social_media_special' : '', active: 1,
    };
  });
}

/**
 * Two order bumps (kind 'order_bump', offer types cb and cbv2) and two post-purchase special
 * offers (kind 'special_offer', types csr and ms), in the free flow. price_cents is the price of
 * the whole offer, i.e. of how_many units together: special offers cost the brand's offerPrice,
 * bumps less. Each is a real saving (isRealSaving) on the items' regular price.
 */
/** What the item sells for on its own item page (its sale price when on sale), the reference presentOffers shows too. */
export const itemPageCents = (item: Pick<SeedItem, 'priceCents'>): number => item.priceCents;

export function buildOffers(brand: Brand, seed: BrandSeed, items: SeedItem[], ids: IdBlock): Insertable<Database['offers']>[] {
  const regular = items.filter((i) => !i.vip && i.sizes.some((s) => s.stock > 0));
  const mainCategory = seed.mainShoppingPath.replace('/category/', '');
  const mainItems = regular.filter((i) => i.category === mainCategory);
  const main = mainItems.length >= 4 ? mainItems : regular;
  const second = regular.filter((i) => i.category !== main[0].category);
  const offerCents = toCents(seed.shop.offerPrice);
  // The offer names its item as the catalog does (issue 37: a bump said 'Scrunch Legging' for the catalog's
  // 'Scrunch Bum Legging', an item the shopper cannot find by that name).
  const short = (name: string) => name;

  const offer = (
    n: number, kind: OfferListKind, type: OfferKind, position: number, item: SeedItem, priceCents: number, howMany: number,
  ): Insertable<Database['offers']> => {
    const shortName = short(item.name);
    const what = howMany > 1 ? `${howMany} ${plural(shortName)}` : `the ${shortName}`;
    const copy =
      kind === 'order_bump'
        ? { headline: `Add ${what} for just ${formatCents(priceCents)}`, body: `One click adds ${what} to your cart at this price, offered only here before checkout. Item page price: ${formatCents(itemPageCents(item) * howMany)}.`, image: item.image1, cta: 'Yes, add it to my order' }
        : { headline: `Wait! A one-time offer: ${what} for ${formatCents(priceCents)}`, body: `Thanks for your order! Because you just shopped with us, you can add ${what} for ${formatCents(priceCents)}${howMany > 1 ? ' together' : ''}. This offer will not be shown again.`, image: item.image1, cta: 'Yes! Add this to my order' };
    return {
      id: ids.small(n), brand_id: brand.id, kind, offer_type: type, flow: 'free_flow', position, item_id: item.id,
      price_cents: priceCents, how_many: howMany, short_item_name: shortName, digital: 0,
      picker_json: JSON.stringify({ size: item.sizes.length > 1, color: item.colors.length > 1 }),
      copy_json: JSON.stringify(copy), active: 1,
    };
  };

  // Every offer is a real saving: what it gives (how_many pieces) costs at least MIN_SAVING_FACTOR
  // times the offer price at the item's regular price. A special offer is one piece of an item priced
  // that high, else a pack of cheaper pieces (at most 3); a bump is about 30% off one piece.
  const specialHowMany = (item: SeedItem) => Math.ceil((offerCents * MIN_SAVING_FACTOR) / item.priceCents);
  const bumpPrice = (item: SeedItem) => Math.max(499, Math.min(offerCents - 1000, floorToDollar(item.priceCents * 0.7) - 1));
  const specialOk = (item: SeedItem) => specialHowMany(item) <= 3;
  const bumpOk = (item: SeedItem) => isRealSaving(item.priceCents, 1, bumpPrice(item));
  /** list[at], or the first item after it (wrapping round) that makes a real offer. */
  const pick = (list: SeedItem[], at: number, ok: (item: SeedItem) => boolean): SeedItem => {
    for (let i = 0; i < list.length; i++) {
      const item = list[(at + i) % list.length];
      if (ok(item)) return item;
    }
    throw new Error(`seed ${brand.id}: no item makes a real offer`);
  };
  const s1 = pick(main, 1 % main.length, specialOk);
  const s2 = pick(main, 3 % main.length, (i) => i !== s1 && specialOk(i));
  const b1 = pick(main, 5 % main.length, bumpOk);
  const b2 = pick(second.length ? second : main, 0, (i) => i !== b1 && bumpOk(i));
  return [
    offer(1, 'order_bump', 'cb', 1, b1, bumpPrice(b1), 1),
    offer(2, 'order_bump', 'cbv2', 2, b2, bumpPrice(b2), 1),
    offer(3, 'special_offer', 'csr', 1, s1, offerCents, specialHowMany(s1)),
    offer(4, 'special_offer', 'ms', 2, s2, offerCents, specialHowMany(s2)),
  ];
}

/** Club plans for club brands: the monthly membership and the reduced 'pause' plan. */
export function buildClubPlans(brand: Brand, seed: BrandSeed, ids: IdBlock): Insertable<Database['club_plans']>[] {
  if (!seed.shop.hasClub) return [];
  return [
    {
      id: ids.small(1), brand_id: brand.id, plan_key: `${brand.id}-vip-monthly`, kind: 'main', name: `${seed.shop.clubName} Monthly`,
      monthly_price_cents: toCents(seed.clubMonthly), discount_percentage: seed.clubDiscountPercentage,
      description: `${seed.clubDiscountPercentage}% off every order, member prices, early access and a monthly pick. Skip, pause or cancel any time.`,
    },
    {
      id: ids.small(2), brand_id: brand.id, plan_key: `${brand.id}-vip-pause`, kind: 'pause', name: `${seed.shop.clubName} Pause`,
      monthly_price_cents: toCents(seed.pauseMonthly), discount_percentage: 0,
      description: 'Keep your member perks on hold for a small monthly fee; resume whenever you like.',
    },
  ];
}
