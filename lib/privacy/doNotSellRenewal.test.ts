import { DO_NOT_SELL_MAX_AGE_S, doNotSellCookie, renewDoNotSell } from './doNotSellRenewal';

/** A document whose cookie setter records what was written, as a browser's would receive it. */
function fakeDocument(cookie: string) {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return cookie;
    },
    set cookie(v: string) {
      written.push(v);
    },
  };
}

test('an opted-out shopper gets the cookie again, for ten years, on the whole site', () => {
  const doc = fakeDocument('shop_sid=abc; do_not_sell=1');
  expect(renewDoNotSell(doc, true)).toBe(true);
  expect(doc.written).toEqual([`do_not_sell=1; Max-Age=${DO_NOT_SELL_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`]);
  expect(DO_NOT_SELL_MAX_AGE_S).toBe(315_360_000);
});

test('nobody is opted out by a renewal: no cookie, another value or a look-alike name writes nothing', () => {
  for (const cookie of ['', 'shop_sid=abc', 'do_not_sell=0', 'x_do_not_sell=1', 'do_not_sell=10']) {
    const doc = fakeDocument(cookie);
    expect(renewDoNotSell(doc, false)).toBe(false);
    expect(doc.written).toEqual([]);
  }
});

test('over plain HTTP (local shops) the cookie is not marked Secure', () => {
  expect(doNotSellCookie(false)).not.toContain('Secure');
});
