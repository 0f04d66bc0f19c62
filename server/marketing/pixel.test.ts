import { brandById } from '../../brands';
import { HttpError } from '../http/errors';
import { EVENT_JSON_MAX, limitedDataUse, readEventData, readPixelEvent, readSourceUrl } from './pixel';

const pf = brandById('pf');
const UUID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return err.messages[0];
    throw err;
  }
  throw new Error('no error');
};
const valid = { uuid: UUID, event_name: 'AddToCart', event_source_url: 'https://pureform.shop/item/12', event_json_data: '{"currency":"USD","value":59.99,"content_type":"product","content_ids":["12"],"content_name":"Leggings"}' };

describe('readPixelEvent', () => {
  test('reads a valid AddToCart (spec section 7)', () => {
    expect(readPixelEvent({ ...valid, fbclid: 'IwAR0abc', uuid: UUID.toUpperCase() }, pf)).toEqual({
      uuid: UUID, eventName: 'AddToCart', sourceUrl: 'https://pureform.shop/item/12', fbclid: 'IwAR0abc', ldu: false,
      data: { currency: 'USD', value: 59.99, content_type: 'product', content_ids: ['12'], content_name: 'Leggings' },
    });
    expect(readPixelEvent({ ...valid, ldu: '1' }, pf).ldu).toBe(true);
  });
  test.each([
    [{ uuid: '' }, 'uuid: is required'],
    [{ uuid: 'not-a-uuid' }, 'uuid: must be a UUID such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
    [{ uuid: `${UUID}x` }, 'uuid: must be at most 36 characters'],
    [{ event_name: 'Hack' }, /^event_name: must be one of PageView, ViewContent, AddToCart/],
    [{ event_name: 'pageview' }, /^event_name: must be one of/],
    [{ event_source_url: 'https://evil.example/item/1' }, "event_source_url: must be a page on this store's own host"],
    [{ event_source_url: 'https://cheekboss.shop/' }, "event_source_url: must be a page on this store's own host"],
    [{ event_source_url: 'javascript:alert(1)' }, 'event_source_url: must be an http or https URL'],
    [{ event_source_url: '/item/1' }, 'event_source_url: must be a full URL of a page of this store'],
    [{ event_source_url: 'https://user:pw@pureform.shop/' }, 'event_source_url: must not carry a user name or password'],
    [{ fbclid: '<script>' }, /^fbclid: must be a click id/],
    [{ ldu: 'maybe' }, 'ldu: Unknown boolean value'],
  ])('%j → %s', (override, expected) => {
    const m = message(() => readPixelEvent({ ...valid, ...override }, pf));
    if (typeof expected === 'string') expect(m).toBe(expected);
    else expect(m).toMatch(expected);
  });
  test('the host the call came to counts as the store (local development)', () => {
    const ckb = brandById('ckb');
    expect(readSourceUrl('http://10.0.0.5:3000/', ckb, '10.0.0.5:3000')).toBe('http://10.0.0.5:3000/');
    expect(message(() => readSourceUrl('http://10.0.0.5:3001/', ckb, '10.0.0.5:3000'))).toMatch(/own host/);
    // Bare localhost serves the default brand (pf), so its pages are pf's.
    expect(readSourceUrl('http://localhost:3000/item/1', pf)).toBe('http://localhost:3000/item/1');
    expect(message(() => readSourceUrl('http://localhost:3000/item/1', ckb))).toMatch(/own host/);
  });
});

describe('readEventData', () => {
  test('empty is {}', () => {
    expect(readEventData(undefined)).toEqual({});
    expect(readEventData(' ')).toEqual({});
  });
  test.each([
    ['x'.repeat(EVENT_JSON_MAX + 1), `event_json_data: must be at most ${EVENT_JSON_MAX} characters`],
    ['{', 'event_json_data: must be JSON'],
    ['[1]', 'event_json_data: must be a JSON object'],
    ['"text"', 'event_json_data: must be a JSON object'],
    ['{"em":"ann@example.com"}', /^event_json_data: em is not an allowed property/],
    ['{"__proto__":{"x":1}}', /^event_json_data: __proto__ is not an allowed property/],
    ['{"value":-1}', 'event_json_data: value must be a number from 0 to 10000000'],
    ['{"value":"12"}', 'event_json_data: value must be a number from 0 to 10000000'],
    ['{"currency":"usd"}', 'event_json_data: currency must be a 3-letter currency code such as USD'],
    ['{"content_type":"people"}', 'event_json_data: content_type must be product or product_group'],
    ['{"content_ids":[{"a":1}]}', 'event_json_data: content_ids must be a list of at most 100 ids'],
    ['{"contents":[{"id":"1","quantity":0}]}', /^event_json_data: contents must be a list/],
    ['{"contents":[{"id":"1","quantity":1,"email":"x"}]}', /^event_json_data: contents must be a list/],
  ])('%s → %s', (raw, expected) => {
    const m = message(() => readEventData(raw));
    if (typeof expected === 'string') expect(m).toBe(expected);
    else expect(m).toMatch(expected);
  });
  test('a Purchase with contents is accepted', () => {
    expect(readEventData('{"value":10,"currency":"USD","order_id":10042,"num_items":2,"contents":[{"id":"12","quantity":2,"item_price":5}]}')).toEqual({
      value: 10, currency: 'USD', order_id: 10042, num_items: 2, contents: [{ id: '12', quantity: 2, item_price: 5 }],
    });
  });
});

describe('limitedDataUse', () => {
  test('GPC or the do-not-sell cookie turn it on whatever the browser claims; nothing else does', () => {
    expect(limitedDataUse(false, { cookies: {} })).toBe(false);
    expect(limitedDataUse(true, { cookies: {} })).toBe(true);
    expect(limitedDataUse(false, { gpc: true, cookies: {} })).toBe(true);
    expect(limitedDataUse(false, { cookies: { do_not_sell: '1' } })).toBe(true);
    expect(limitedDataUse(false, { cookies: { do_not_sell: '0' } })).toBe(false);
    expect(limitedDataUse(false, { gpc: false, cookies: { other: '1' } })).toBe(false);
  });
});
