import { BRANDS } from '../../brands';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { formatCents } from '../../lib/format/money';

// An offer's "Regular price" (struck through beside the offer price) and an order bump's "Regularly $…"
// copy name the item's real regular price: its compare-at price when it is on sale, never its sale
// price (QA: hb's Pocket Tee, $29.99 on sale from $42.99, was offered with "Regular price $29.99").
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

test.each(BRANDS.map((b) => [b.id, `${b.id}.localhost`]))('%s: every offer’s stated regular price is its item’s original price', async (brandId, host) => {
  const res = await api.request('GET', 'offers', { host });
  expect(res.status).toBe(200);
  const offers = res.body.data as ShownOffer[];
  expect(offers.length).toBeGreaterThan(0);
  const db = await getDb();
  const items = await db.selectFrom('items').select(['id', 'price_cents', 'original_price_cents']).where('brand_id', '=', brandId).where('id', 'in', offers.map((o) => o.item.id)).execute();
  for (const o of offers) {
    const item = items.find((i) => i.id === o.item.id)!;
    const regularCents = Math.max(item.price_cents, item.original_price_cents ?? 0) * o.howMany;
    const stated = o.copy.body.match(/Regularly (\$[\d,.]+)\./)?.[1] ?? null;
    const shown = { offer: o.id, item: o.item.name, originalPrice: o.originalPrice, statedInCopy: stated };
    expect(shown).toEqual({ ...shown, originalPrice: regularCents > Math.round(o.price * 100) ? regularCents / 100 : null, ...(stated === null ? {} : { statedInCopy: formatCents(regularCents) }) });
  }
  // The demo data holds a sale item among the offers (hb's Pocket Tee), so the check above compares a compare-at price.
  if (brandId === 'hb') expect(offers.some((o) => items.find((i) => i.id === o.item.id)!.original_price_cents !== null)).toBe(true);
}, 120_000);
