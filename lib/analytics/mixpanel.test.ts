import { capText, createMixpanelDestination, isValidOptOutToken, mixpanelOptions, RECORDER_PATH, scrubEventUrls } from './mixpanel';

test('the spec numbers (section 9) and a recorder served from this app', () => {
  const o = mixpanelOptions('http://127.0.0.1:3102');
  expect(o).toMatchObject({
    api_host: 'http://127.0.0.1:3102',
    batch_size: 50,
    batch_flush_interval_ms: 5000,
    batch_request_timeout_ms: 90000,
    cookie_expiration: 365,
    track_links_timeout: 300,
    record_sessions_percent: 2,
    record_heatmap_data: true,
    record_idle_timeout_ms: 30 * 60 * 1000,
    recorder_src: RECORDER_PATH,
    track_pageview: false,
  });
  expect(RECORDER_PATH.startsWith('/')).toBe(true);
  const auto = o.autocapture as { scroll_depth_percent_checkpoints: number[]; block_selectors: string[] };
  expect(auto.scroll_depth_percent_checkpoints).toEqual([25, 50, 75, 100]);
  expect(auto.block_selectors).toEqual(expect.arrayContaining(['input[type="password"]', 'input[type="hidden"]', '[autocomplete^="cc-"]']));
  expect(String(o.record_block_selector)).toContain('[autocomplete^="cc-"]');
});

test('text is capped at 255 characters; an opt-out token must be a non-empty string', () => {
  expect((capText({ t: 'x'.repeat(300) }).t as string).length).toBe(255);
  expect(isValidOptOutToken('')).toBe(false);
  expect(isValidOptOutToken('  ')).toBe(false);
  expect(isValidOptOutToken(5)).toBe(false);
  expect(isValidOptOutToken('abc')).toBe(true);
});

test('the destination forwards plan events under the same names', () => {
  const mp = { init: jest.fn(), track: jest.fn(), identify: jest.fn(), reset: jest.fn() };
  const d = createMixpanelDestination(mp, 'tok', undefined);
  expect(mp.init).toHaveBeenCalledWith('tok', expect.objectContaining({ batch_size: 50 }));
  d.page({ path: '/cart', referrer: '/item/1' });
  d.track('Order Completed', { order_id: '9', revenue: 10 });
  d.identify('77');
  d.reset();
  expect(mp.track.mock.calls).toEqual([
    ['Page Viewed', { path: '/cart', referrer: '/item/1' }],
    ['Order Completed', { order_id: '9', revenue: 10 }],
  ]);
  expect(mp.identify).toHaveBeenCalledWith('77');
  expect(mp.reset).toHaveBeenCalled();
  expect(() => createMixpanelDestination(mp, '', undefined)).toThrow();
});

test('with first-party collection the library sends no plan event (the beacon does): autocapture always, recording only in a recorded session', () => {
  for (const record of [true, false]) {
    const mp = { init: jest.fn(), track: jest.fn(), identify: jest.fn(), reset: jest.fn() };
    const d = createMixpanelDestination(mp, 'tok', undefined, { record, planEvents: false });
    expect(mp.init).toHaveBeenCalledWith('tok', expect.objectContaining({ record_sessions_percent: record ? 100 : 0, autocapture: expect.objectContaining({ click: true, pageview: false }) }));
    d.page({ path: '/cart' });
    d.track('Cart Viewed', { value: 1 });
    expect(mp.track).not.toHaveBeenCalled();
    d.identify('77');
    expect(mp.identify).toHaveBeenCalledWith('77');
  }
  expect(mixpanelOptions().record_sessions_percent).toBe(2);
});

test('before each event is sent, the URLs the library adds itself lose personal query values and mail tokens', () => {
  const hooks = mixpanelOptions().hooks as { before_send_events: typeof scrubEventUrls };
  expect(hooks.before_send_events).toBe(scrubEventUrls);
  const event = {
    event: 'Page Viewed',
    properties: {
      $current_url: 'https://pureform.shop/search?q=ann.lee@example.com',
      current_url_search: '?q=ann.lee@example.com',
      $referrer: 'https://pureform.shop/forgot?token=Zm9vYmFyYmF6cXV4cXV1eDEyMw',
      $initial_referrer: '$direct',
      path: '/search?q=%5Bredacted%5D',
    },
  };
  expect(scrubEventUrls(event).properties).toEqual({
    $current_url: 'https://pureform.shop/search?q=%5Bredacted%5D',
    current_url_search: '?q=%5Bredacted%5D',
    $referrer: 'https://pureform.shop/forgot?token=%5Bredacted%5D',
    $initial_referrer: '$direct',
    path: '/search?q=%5Bredacted%5D',
  });
});
