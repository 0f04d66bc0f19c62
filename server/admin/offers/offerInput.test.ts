import { checkOfferKind, checkOfferPrice, namedPrices, offerValues, plainText, type OfferValues } from './offerInput';

const form = {
  kind: 'order_bump', offerType: 'cb', flow: 'free_flow', position: '1', itemId: '9003', priceCents: '1499', howMany: '3',
  shortItemName: 'POP Scrunchie', headline: 'Add 3 scrunchies for just $14.99', body: 'One click adds them.\r\nItem page price: $27.00.', cta: 'Yes, add them',
};
const bump: OfferValues = {
  kind: 'order_bump', offer_type: 'cb', flow: 'free_flow', position: 1, item_id: 9003, price_cents: 1499, how_many: 3, short_item_name: 'POP Scrunchie',
  digital: 0, active: 1, headline: 'Add 3 scrunchies for just $14.99', body: 'One click adds them.\nItem page price: $27.00.', cta: 'Yes, add them',
};

test('a new offer reads every field; digital off and active on unless sent; a textarea’s CRLF becomes a line break', () => {
  expect(offerValues(form, null)).toEqual(bump);
  expect(offerValues({ ...form, digital: '1', active: '0' }, null)).toMatchObject({ digital: 1, active: 0 });
  for (const name of ['kind', 'offerType', 'flow', 'position', 'itemId', 'priceCents', 'howMany', 'shortItemName', 'headline']) {
    const rest: Record<string, string> = { ...form };
    delete rest[name];
    expect(() => offerValues(rest, null)).toThrow(new RegExp(`^${name}: `));
  }
  expect(offerValues({ ...form, body: '', cta: '' }, null)).toMatchObject({ body: '', cta: '' });
});

test('the offer type must fit its list (kindFitsList)', () => {
  const fits = (f: Record<string, string>, current: OfferValues | null = null) => () => checkOfferKind(offerValues(f, current));
  expect(fits({ ...form, offerType: 'csr' })).toThrow('offerType: an order bump is one of cb, cbv2');
  expect(fits({ ...form, kind: 'special_offer' })).toThrow('offerType: a special offer is one of csr, ms');
  expect(fits({ ...form, kind: 'special_offer', offerType: 'ms' })).not.toThrow();
  expect(fits({ offerType: 'ms' }, bump)).toThrow(/^offerType: /);
  expect(fits({ offerType: 'cbv2' }, bump)).not.toThrow();
  expect(() => offerValues({ ...form, offerType: 'bogo' }, null)).toThrow('offerType: must be one of csr, ms, cb, cbv2');
  expect(() => offerValues({ ...form, flow: 'any' }, null)).toThrow(/^flow: /);
  expect(offerValues({ ...form, flow: 'all' }, null).flow).toBe('all');
});

test('an edit keeps what it does not send; sent empty, a required field is refused and optional copy cleared', () => {
  expect(offerValues({ active: '0' }, bump)).toEqual({ ...bump, active: 0 });
  expect(offerValues({ position: '4', cta: '' }, bump)).toEqual({ ...bump, position: 4, cta: '' });
  expect(() => offerValues({ headline: '' }, bump)).toThrow('headline: is required');
  expect(() => offerValues({ priceCents: '0' }, bump)).toThrow(/^priceCents: /);
});

test('copy is plain text within its length: no markup, no control characters, one line but in the body', () => {
  expect(plainText({ h: '  Hello  ' }, 'h', 10)).toBe('Hello');
  expect(() => plainText({ h: 'x'.repeat(11) }, 'h', 10)).toThrow('h: must be at most 10 characters');
  expect(() => plainText({ h: '<b>Hi</b>' }, 'h', 50)).toThrow('h: plain text only, without < or >');
  expect(() => plainText({ h: 'a\nb' }, 'h', 50)).toThrow('h: must be one line');
  expect(plainText({ h: 'a\r\nb' }, 'h', 50, { multiline: true })).toBe('a\nb');
  expect(() => plainText({ h: 'a\u0007b' }, 'h', 50, { multiline: true })).toThrow(/^h: contains a character/);
  expect(() => offerValues({ ...form, headline: 'x'.repeat(121) }, null)).toThrow('headline: must be at most 120 characters');
  expect(() => offerValues({ ...form, body: 'x'.repeat(601) }, null)).toThrow('body: must be at most 600 characters');
});

test('the offer price is below the item’s regular price for its pieces', () => {
  expect(() => checkOfferPrice(bump, 900)).not.toThrow(); // 3 × $9.00 = $27.00
  expect(() => checkOfferPrice({ ...bump, price_cents: 2700 }, 900)).toThrow("priceCents: must be below $27.00, the item's regular price for 3");
  expect(() => checkOfferPrice({ ...bump, how_many: 1, price_cents: 900, headline: 'x', body: '' }, 900)).toThrow("priceCents: must be below $9.00, the item's regular price");
});

test('the copy names no price but the offer’s and the item’s', () => {
  expect(namedPrices('3 for $14.99, was $27 ($1,234.50 in all)')).toEqual([1499, 2700, 123450]);
  expect(() => checkOfferPrice({ ...bump, headline: 'Each one $9.00' }, 900)).not.toThrow();
  expect(() => checkOfferPrice({ ...bump, price_cents: 1299 }, 900))
    .toThrow("headline: names $14.99, which is neither the offer price ($12.99) nor the item's regular price ($9.00); change the copy with the price");
});
