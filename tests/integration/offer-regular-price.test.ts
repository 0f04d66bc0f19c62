import { BRANDS } from '../../brands';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { formatCents } from '../../lib/format/money';

// An offer's reference price (struck through beside the offer price, "Item page price" to a screen
// reader) and an order bump's "Item page price: $…" copy name what the item sells for on its own item
// page now, never a compare-at figure the shop does not sell at (issue 37: pf's Cloudsoft Legging was
// offered with "Regular $61.99" while its page sells it at $42.99; hb's Pocket Tee with $42.99 right
// after the shopper paid $29.99). This reverses 22e771c, which used the compare-at price.
setupTestDatabase('offer_regular_price');

const api = withApiServer(getDb, 120_000);

interface ShownOffer {
  id: number;
  price: number;
  originalPrice: number | null;
  howMany: number;
  copy: { body: string };
  item: { id: number; name: string };
}

test.each(BRANDS.map((b) => [b.id, `${b.id}.localhost`]))('%s: every offer’s reference price is its item’s selling price on the item page', async (brandId, host) => {
  const res = await api.request('GET', 'offers', { host });
  expect(res.status).toBe(200);
  const offers = res.body.data as ShownOffer[];
  expect(offers.length).toBeGreaterThan(0);
  const db = await getDb();
  const items = await db.selectFrom('items').select(['id', 'price_cents', 'original_price_cents']).where('brand_id', '=', brandId).where('id', 'in', offers.map((o) => o.item.id)).execute();
  for (const o of offers) {
    const item = items.find((i) => i.id === o.item.id)!;
    const page = (await api.request('GET', `item/${item.id}`, { host })).body.data as { price: number };
    const pageCents = Math.round(page.price * 100) * o.howMany;
    expect(pageCents).toBe(item.price_cents * o.howMany);
    const stated = o.copy.body.match(/Item page price: (\$[\d,.]+)\./)?.[1] ?? null;
    const shown = { offer: o.id, item: o.item.name, originalPrice: o.originalPrice, statedInCopy: stated };
    expect(shown).toEqual({ ...shown, originalPrice: pageCents > Math.round(o.price * 100) ? pageCents / 100 : null, ...(stated === null ? {} : { statedInCopy: formatCents(pageCents) }) });
    expect(o.copy.body).not.toMatch(/Regularly/);
    if (item.original_price_cents !== null) expect(o.originalPrice).not.toBe((item.original_price_cents * o.howMany) / 100);
  }
  // The demo data holds a sale item among the offers (hb's Pocket Tee): its compare-at price is never the reference.
  if (brandId === 'hb') expect(offers.some((o) => items.find((i) => i.id === o.item.id)!.original_price_cents !== null)).toBe(true);
}, 120_000);
