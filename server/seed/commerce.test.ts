import { BRANDS } from '../../brands';
import { buildCatalog, type SeedItem } from './catalog';
import { buildDiscountCodes, buildOffers, isRealSaving, MIN_SAVING_FACTOR } from './commerce';
import { seedDataFor } from './data/index';
import { brandNumber, IdBlock } from './ids';
import { MediaLibrary } from './media';

type OfferRow = ReturnType<typeof buildOffers>[number];

/** What the offer gives, at its item's regular price, against what it costs. */
function saving(offer: OfferRow, items: SeedItem[]) {
  const item = items.find((i) => i.id === offer.item_id)!;
  return { offer: offer.id, kind: offer.kind, regular: item.priceCents * offer.how_many!, price: offer.price_cents };
}

test.each(BRANDS.map((b, i) => [b.id, i] as const))('%s: every seeded special offer and order bump costs less than its items’ regular price', (_, index) => {
  const brand = BRANDS[index];
  const ids = new IdBlock(brandNumber(brand, index));
  const catalog = buildCatalog(brand, seedDataFor(brand), ids, new MediaLibrary());
  const offers = buildOffers(brand, seedDataFor(brand), catalog.items, ids);
  expect(offers).toHaveLength(4);
  for (const o of offers) {
    const s = saving(o, catalog.items);
    expect({ ...s, realSaving: s.regular >= s.price * MIN_SAVING_FACTOR }).toEqual({ ...s, realSaving: true });
    if (o.kind === 'special_offer') expect(o.price_cents).toBe(Math.round(seedDataFor(brand).shop.offerPrice * 100));
  }
});

test('an item priced at the offer price (or a little above) is offered as a pack, never one piece at its own price', () => {
  const brand = BRANDS.find((b) => b.id === 'pf')!;
  const index = BRANDS.indexOf(brand);
  const ids = new IdBlock(brandNumber(brand, index));
  const seed = seedDataFor(brand);
  const catalog = buildCatalog(brand, seed, ids, new MediaLibrary());
  const offerCents = Math.round(seedDataFor(brand).shop.offerPrice * 100);
  for (const priceCents of [offerCents, offerCents + 100, offerCents - 500]) {
    const items = catalog.items.map((i) => ({ ...i, priceCents }));
    const offers = buildOffers(brand, seed, items, ids);
    for (const o of offers) {
      const s = saving(o, items);
      expect({ ...s, realSaving: isRealSaving(priceCents, o.how_many!, o.price_cents!) }).toEqual({ ...s, realSaving: true });
    }
    expect(offers.filter((o) => o.kind === 'special_offer').every((o) => o.how_many! > 1)).toBe(true);
  }
});

test('isRealSaving: at least a fifth off the regular price', () => {
  expect(isRealSaving(2999, 1, 2999)).toBe(false);
  expect(isRealSaving(3749, 1, 2999)).toBe(true);
  expect(isRealSaving(3748, 1, 2999)).toBe(false);
  expect(isRealSaving(2999, 2, 2999)).toBe(true);
});

test.each(BRANDS.map((b, i) => [b.id, i] as const))('%s: an order bump, shown before the shopper has paid, says it goes in the cart and claims no card', (_, index) => {
  const brand = BRANDS[index];
  const ids = new IdBlock(brandNumber(brand, index));
  const catalog = buildCatalog(brand, seedDataFor(brand), ids, new MediaLibrary());
  const bumps = buildOffers(brand, seedDataFor(brand), catalog.items, ids).filter((o) => o.kind === 'order_bump');
  expect(bumps.length).toBeGreaterThan(0);
  for (const bump of bumps) {
    const { body } = JSON.parse(bump.copy_json!) as { body: string };
    expect(body).not.toMatch(/card/i);
    expect(body).toMatch(/your cart/);
  }
});

test.each(BRANDS.map((b) => [b.id, b] as const))('%s: no code’s details claim it cannot be combined; each says what it applies on top of', (_, brand) => {
  const seed = seedDataFor(brand);
  for (const code of buildDiscountCodes(brand, seed)) {
    expect(code.details).not.toMatch(/cannot be combined/i);
    expect(code.details).toContain('One code per order');
    if (seed.shop.hasClub && code.kind !== 'free_shipping') expect(code.details).toContain('on top of member prices');
  }
});

test('ckb: 10First and Lock5 say they apply on top of the 5-for-$50 set, as the cart prices them (code after the sets)', () => {
  const brand = BRANDS.find((b) => b.id === 'ckb')!;
  const codes = buildDiscountCodes(brand, seedDataFor(brand));
  for (const name of ['10First', 'Lock5', 'First15']) {
    expect(codes.find((c) => c.code === name)!.details).toContain('on top of member prices and the Mix any 5 Cheekies for $50 set');
  }
  expect(codes.find((c) => c.code === 'First15')!.details).toContain('Valid on orders of $60.00 or more after member prices and the Mix any 5 Cheekies for $50 set.');
});

test.each(BRANDS.map((b, i) => [b.id, i] as const))('%s: every offer names its item exactly as the catalog does', (_, index) => {
  const brand = BRANDS[index];
  const ids = new IdBlock(brandNumber(brand, index));
  const catalog = buildCatalog(brand, seedDataFor(brand), ids, new MediaLibrary());
  for (const o of buildOffers(brand, seedDataFor(brand), catalog.items, ids)) {
    const item = catalog.items.find((i) => i.id === o.item_id)!;
    expect({ offer: o.id, name: o.short_item_name }).toEqual({ offer: o.id, name: item.name });
    const copy = JSON.parse(o.copy_json as string) as { headline: string };
    expect(copy.headline).toContain(o.how_many! > 1 ? item.name.slice(0, -1) : item.name);
  }
});
