import { captureLanding, landingFbclid, trackingParams, UTM_SENT_KEY } from './utm';

function storage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

test('only UTM parameters and click ids are taken', () => {
  expect(trackingParams('?utm_source=fb&utm_medium=cpc&size=S&gclid=abc&utm_term=')).toEqual({ utm_source: 'fb', utm_medium: 'cpc', gclid: 'abc' });
});

test('a mangled value does not cost the landing its attribution: tabs and line breaks become spaces, a click id the shop API refuses is left out', () => {
  expect(trackingParams('?utm_source=newsletter&utm_campaign=spring%09sale%0D%0A&fbclid=IwAR%20abc&gclid=Cj0K_x-1')).toEqual({
    utm_source: 'newsletter',
    utm_campaign: 'spring sale',
    gclid: 'Cj0K_x-1',
  });
  expect(trackingParams('?fbclid=%3Cscript%3E')).toEqual({});
});

test('a landing is sent once per session, with its path; a page without parameters sends nothing', () => {
  const s = storage();
  const send = jest.fn(() => Promise.resolve({}));
  const location = { pathname: '/category/leggings', search: '?utm_source=newsletter&fbclid=IwAR1' };
  expect(captureLanding({ location, storage: s, send })).toBe(true);
  expect(captureLanding({ location, storage: s, send })).toBe(false);
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({ utm_source: 'newsletter', fbclid: 'IwAR1', landing_path: '/category/leggings?utm_source=newsletter&fbclid=IwAR1' });
  expect(landingFbclid(s)).toBe('IwAR1');
  expect(captureLanding({ location: { pathname: '/', search: '?size=S' }, storage: s, send })).toBe(false);
  // A new landing (another campaign) in the same session is sent.
  expect(captureLanding({ location: { pathname: '/', search: '?utm_campaign=spring' }, storage: s, send })).toBe(true);
  expect(send).toHaveBeenCalledTimes(2);
  expect(JSON.parse(s.getItem(UTM_SENT_KEY)!)).toHaveLength(2);
});

test('a failed send is not shown and not retried', async () => {
  const send = jest.fn(() => Promise.reject(new Error('offline')));
  expect(captureLanding({ location: { pathname: '/', search: '?gclid=x' }, storage: storage(), send })).toBe(true);
  await Promise.resolve();
  expect(send).toHaveBeenCalledTimes(1);
});
