import type { DB } from '../../db';
import type { OfferListKind } from '../../../lib/checkout/types';
import { brandById } from '../../../brands';
import { clearSettingsCache } from '../../settings/store';
import { buildDiscountCodes } from '../../seed/commerce';
import { seedDataFor } from '../../seed/data/index';

/**
 * A small, seed-independent shop for the cart and checkout integration tests (run with
 * SKIP_SEED=1). Ids 9xxx keep clear of the demo seed's blocks.
 */
export const FX = {
  legging: 9001, // pf, $50.00 (club $40.00); sizes XS, S (100 each), M sold out, L (1 left), XL (30)
  top: 9002, // pf, $25.00; S, M (50 each)
  scrunchie: 9003, // pf, $9.00, "POP Scrunchie", One Size
  cheeky: 9101, // ckb, $15.00; S, M
  leggingsCategory: 901,
  bumpOffer: 951, // pf order bump: 3 scrunchies for $14.99 (a bundle)
  specialOffer1: 952, // pf special offer: the top for $29.99
  specialOffer2: 953, // pf special offer: the legging for $29.99
  ckbBump: 954,
  clubPlan: 961,
  freeShippingThreshold: 75,
  standardShippingCost: 6.95,
  clubMonthly: 49.95,
} as const;

const settings = (storeName: string, clubName: string, shop: { brandHas236Gifts: boolean; brandHas12Gifts: boolean; personaFullName: string; socialMediaDiscountCode: string }) => ({
  storeName, clubName, ...shop, freeShippingThreshold: FX.freeShippingThreshold, standardShippingCost: FX.standardShippingCost,
  afterpay: true, afterpayMin: 35, afterpayMax: 1000, clubMonthly: FX.clubMonthly, brandHasClub: true, stripeJsApplePay: true,
  mainShoppingPath: '/category/leggings',
});

export async function insertShopFixture(db: DB): Promise<void> {
  const now = new Date().toISOString();
  await db.insertInto('brand_settings').values([
    { brand_id: 'pf', settings_json: JSON.stringify(settings('Pure Form', 'Pure Form VIP', { brandHas236Gifts: true, brandHas12Gifts: false, personaFullName: 'Jessica Marlowe', socialMediaDiscountCode: 'J1V5GPF' })) },
    { brand_id: 'ckb', settings_json: JSON.stringify(settings('Cheeky', 'Cheekboss VIP', { brandHas236Gifts: false, brandHas12Gifts: true, personaFullName: '', socialMediaDiscountCode: '' })) },
  ]).execute();
  clearSettingsCache();
  const item = (id: number, brand_id: string, name: string, type: string, price_cents: number, club_price_cents: number | null) =>
    ({ id, brand_id, path: `p-${id}`, name, type, description: `${name}\nSoft.`, price_cents, club_price_cents, original_price_cents: null, created_at: now });
  // Types as the seed's (server/club/pieceKinds.ts picks the club's monthly piece by type).
  await db.insertInto('items').values([
    item(FX.legging, 'pf', 'Seamless Legging', 'legging', 5000, 4000),
    item(FX.top, 'pf', 'Crop Top', 'top', 2500, null),
    item(FX.scrunchie, 'pf', 'POP Scrunchie', 'accessory', 900, null),
    item(FX.cheeky, 'ckb', 'Lace Cheeky', 'cheeky', 1500, 1200),
  ]).execute();
  await db.insertInto('item_colors').values([
    { item_id: FX.legging, name: 'Black', hex: '#000' },
    { item_id: FX.legging, name: 'Navy-Pink', hex: '#123' },
    { item_id: FX.top, name: 'White', hex: '#fff' },
    { item_id: FX.scrunchie, name: 'Pink/White', hex: '#f0c' },
    { item_id: FX.cheeky, name: 'Red', hex: '#f00' },
  ]).execute();
  await db.insertInto('item_sizes').values([
    { item_id: FX.legging, size: 'XS', stock: 100 }, { item_id: FX.legging, size: 'S', stock: 100 },
    { item_id: FX.legging, size: 'M', stock: 0 }, { item_id: FX.legging, size: 'L', stock: 1 }, { item_id: FX.legging, size: 'XL', stock: 30 },
    { item_id: FX.top, size: 'S', stock: 50 }, { item_id: FX.top, size: 'M', stock: 50 },
    { item_id: FX.scrunchie, size: 'One Size', stock: 1000 },
    { item_id: FX.cheeky, size: 'S', stock: 100 }, { item_id: FX.cheeky, size: 'M', stock: 100 },
  ]).execute();
  await db.insertInto('categories').values({ id: FX.leggingsCategory, brand_id: 'pf', slug: 'leggings', name: 'Leggings' }).execute();
  await db.insertInto('item_categories').values({ item_id: FX.legging, category_id: FX.leggingsCategory }).execute();
  await db.insertInto('free_gift_rules').values([
    { brand_id: 'pf', kind: 'free-leggings', category_slugs: JSON.stringify(['leggings']) },
    { brand_id: 'ckb', kind: 'free-underwear', category_slugs: null },
  ]).execute();
  const offer = (id: number, brand_id: string, kind: OfferListKind, item_id: number, price_cents: number, position: number, how_many = 1) => ({
    id, brand_id, kind, offer_type: kind === 'order_bump' ? ('cb' as const) : ('csr' as const), position, item_id, price_cents, how_many,
    short_item_name: `offer ${id}`, picker_json: JSON.stringify({ size: true, color: true }),
    copy_json: JSON.stringify({ headline: `Offer ${id}`, body: 'Just for you', image: '', cta: 'Yes please' }),
  });
  await db.insertInto('offers').values([
    offer(FX.bumpOffer, 'pf', 'order_bump', FX.scrunchie, 1499, 1, 3),
    offer(FX.specialOffer1, 'pf', 'special_offer', FX.top, 2999, 1),
    offer(FX.specialOffer2, 'pf', 'special_offer', FX.legging, 2999, 2),
    offer(FX.ckbBump, 'ckb', 'order_bump', FX.cheeky, 999, 1),
  ]).execute();
  await db.insertInto('club_plans').values([
    { id: FX.clubPlan, brand_id: 'pf', plan_key: 'vip-monthly', kind: 'main', name: 'VIP', monthly_price_cents: 4995, discount_percentage: 20 },
  ]).execute();
  // The spec's promo codes as the seed writes them (shop data: the discount_codes table is their only home).
  for (const id of ['pf', 'ckb']) await db.insertInto('discount_codes').values(buildDiscountCodes(brandById(id), seedDataFor(brandById(id)))).execute();
  await db.insertInto('discount_codes').values({
    brand_id: 'pf', code: 'VIPONLY', code_lower: 'viponly', kind: 'percent', value_cents: 0, percent_off: 25, club_only: 1, description: '25% for VIPs',
  }).execute();
}

/** Stock of one size, read straight from the database. */
export async function stockOf(db: DB, itemId: number, size: string): Promise<number> {
  const row = await db.selectFrom('item_sizes').select('stock').where('item_id', '=', itemId).where('size', '=', size).executeTakeFirstOrThrow();
  return row.stock;
}
