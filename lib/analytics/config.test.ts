import { analyticsConfig, analyticsOrigins } from './config';

test('nothing configured: null, no origins', () => {
  expect(analyticsConfig('pf', { gaPropertyId: '', gtmWorkspaceId: '' }, {})).toBeNull();
  expect(analyticsOrigins(null)).toEqual({ script: [], connect: [] });
});

test('per-brand environment first, then settings', () => {
  const env = { MIXPANEL_TOKEN_PF: 'tok123', MIXPANEL_API_HOST: 'http://127.0.0.1:3102/mp/', META_PIXEL_ID_PF: '1234567890', GTM_ID_CKB: 'GTM-ENV' };
  expect(analyticsConfig('pf', { gtmWorkspaceId: 'GTM-SET', gaPropertyId: 'G-SET' }, env)).toEqual({
    mixpanelToken: 'tok123',
    mixpanelApiHost: 'http://127.0.0.1:3102/mp',
    pixelId: '1234567890',
    gtmId: 'GTM-SET',
    gaId: 'G-SET',
  });
  expect(analyticsConfig('ckb', { gtmWorkspaceId: 'GTM-SET' }, env)).toEqual({ gtmId: 'GTM-ENV' });
});

test('malformed ids are ignored rather than written into the page', () => {
  expect(analyticsConfig('pf', { gtmWorkspaceId: '"><script>' }, { META_PIXEL_ID_PF: 'abc' })).toBeNull();
});

test('origins only for what is configured; no Google origins on checkout pages', () => {
  expect(analyticsOrigins({ pixelId: '1' })).toEqual({ script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'] });
  expect(analyticsOrigins({ mixpanelToken: 't', mixpanelApiHost: 'http://127.0.0.1:3102/x' }).connect).toEqual(['http://127.0.0.1:3102']);
  expect(analyticsOrigins({ gtmId: 'GTM-1' }).script).toEqual(['https://www.googletagmanager.com']);
  expect(analyticsOrigins({ gtmId: 'GTM-1' }, true)).toEqual({ script: [], connect: [] });
});
