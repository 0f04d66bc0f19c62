import { DEFAULT_CAPI_URL, backoffMs, capiConfig, capiPayload, fbcOf, isRetryableStatus } from './capi';

describe('capiConfig', () => {
  test('needs both the token and a numeric pixel id of the brand', () => {
    expect(capiConfig('pf', {})).toBeNull();
    expect(capiConfig('pf', { META_CAPI_TOKEN_PF: 'tok' })).toBeNull();
    expect(capiConfig('pf', { META_CAPI_TOKEN_PF: 'tok', META_PIXEL_ID_PF: 'abc' })).toBeNull();
    expect(capiConfig('pf', { META_CAPI_TOKEN_CKB: 'tok', META_PIXEL_ID_CKB: '123' })).toBeNull();
    expect(capiConfig('pf', { META_CAPI_TOKEN_PF: 'tok', META_PIXEL_ID_PF: '123' })).toEqual({ token: 'tok', pixelId: '123', baseUrl: DEFAULT_CAPI_URL });
    expect(capiConfig('uncommonpair', { META_CAPI_TOKEN_UNCOMMONPAIR: 't', META_PIXEL_ID_UNCOMMONPAIR: '9', META_CAPI_URL: 'http://127.0.0.1:9/v1/' })).toEqual({
      token: 't', pixelId: '9', baseUrl: 'http://127.0.0.1:9/v1',
    });
  });
});

const row = {
  uuid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', event_name: 'AddToCart', event_json: '{"currency":"USD","value":59.99}',
  source_url: 'https://pureform.shop/item/12', fbclid: 'IwAR0abc', ldu: 0, client_ip: '203.0.113.9', user_agent: 'Mozilla/5.0 Test',
  created_at: '2026-11-26T14:00:00.000Z',
};

describe('capiPayload', () => {
  test('the event id is the pixel uuid; user data is address, browser and fbc only', () => {
    expect(capiPayload(row, 'tok')).toEqual({
      access_token: 'tok',
      data: [{
        event_name: 'AddToCart', event_time: Date.parse(row.created_at) / 1000, event_id: row.uuid, action_source: 'website',
        event_source_url: row.source_url,
        user_data: { client_ip_address: '203.0.113.9', client_user_agent: 'Mozilla/5.0 Test', fbc: `fb.1.${Date.parse(row.created_at)}.IwAR0abc` },
        custom_data: { currency: 'USD', value: 59.99 },
        data_processing_options: [],
      }],
    });
  });
  test('limited data use: LDU with country and state 0', () => {
    const event = (capiPayload({ ...row, ldu: 1 }, 'tok').data as Record<string, unknown>[])[0];
    expect(event).toMatchObject({ data_processing_options: ['LDU'], data_processing_options_country: 0, data_processing_options_state: 0 });
  });
  test('without address, browser or click id, user_data is empty', () => {
    const event = (capiPayload({ ...row, client_ip: null, user_agent: null, fbclid: null }, 'tok').data as Record<string, unknown>[])[0];
    expect(event.user_data).toEqual({});
  });
  test('fbc format', () => {
    expect(fbcOf('abc', 1700000000123)).toBe('fb.1.1700000000123.abc');
  });
});

test('retries 5xx and 429 only, with doubling backoff capped at 30 minutes', () => {
  expect([500, 503, 429].map(isRetryableStatus)).toEqual([true, true, true]);
  expect([400, 401, 403, 404, 413].map(isRetryableStatus)).toEqual([false, false, false, false, false]);
  expect([1, 2, 3].map(backoffMs)).toEqual([30_000, 60_000, 120_000]);
  expect(backoffMs(20)).toBe(30 * 60_000);
});
