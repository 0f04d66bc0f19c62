import { HttpError } from '../http/errors';
import { CLICK_ID_MAX, UTM_MAX, isNewsletterClick, landingKey, readLanding } from './utm';

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return err.messages[0];
    throw err;
  }
  throw new Error('no error');
};

type Utm = Parameters<typeof isNewsletterClick>[0] & { utm_term?: string };

describe('newsletter click (spec section 5)', () => {
  test.each<[Utm, boolean]>([
    [{ utm_source: 'email_newsletter' }, true],
    [{ utm_medium: 'email_newsletter' }, true],
    [{ utm_source: 'Email_Newsletter ' }, true],
    [{ utm_campaign: 'spring-newsletter-2026' }, true],
    [{ utm_campaign: 'NEWSLETTER' }, true],
    [{ utm_source: 'email_newsletters' }, false],
    [{ utm_source: 'newsletter' }, false],
    [{ utm_medium: 'email' }, false],
    [{ utm_term: 'newsletter' }, false],
    [{ utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'spring' }, false],
    [{}, false],
    [{ utm_source: null, utm_medium: null, utm_campaign: null }, false],
  ])('%j → %s', (utm, expected) => {
    expect(isNewsletterClick(utm)).toBe(expected);
  });
});

describe('readLanding', () => {
  test('reads the five UTM parameters, click ids and the landing path; ignores the rest', () => {
    expect(
      readLanding({ utm_source: ' fb ', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'leggings', utm_content: 'red', fbclid: 'IwAR1x-_', gclid: 'Cj0K', landing_path: '/item/3?utm_source=fb', host: 'pf.localhost', other: 'x' }),
    ).toEqual({
      utm: { utm_source: 'fb', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'leggings', utm_content: 'red' },
      clickIds: { fbclid: 'IwAR1x-_', gclid: 'Cj0K' },
      landingPath: '/item/3?utm_source=fb',
    });
  });
  test('a click id alone is a landing', () => {
    expect(readLanding({ gclid: 'abc' }).clickIds).toEqual({ gclid: 'abc' });
  });
  test('names the field it refuses', () => {
    expect(message(() => readLanding({}))).toMatch(/^utm_source: at least one UTM parameter/);
    expect(message(() => readLanding({ utm_source: '   ' }))).toMatch(/^utm_source: at least one/);
    expect(message(() => readLanding({ utm_campaign: 'x'.repeat(UTM_MAX + 1) }))).toBe(`utm_campaign: must be at most ${UTM_MAX} characters`);
    expect(message(() => readLanding({ fbclid: 'a'.repeat(CLICK_ID_MAX + 1) }))).toBe(`fbclid: must be at most ${CLICK_ID_MAX} characters`);
    expect(message(() => readLanding({ gclid: '<script>' }))).toMatch(/^gclid: must be a click id/);
    expect(message(() => readLanding({ utm_term: 'a\u0007b' }))).toBe('utm_term: must not contain control characters');
    expect(message(() => readLanding({ utm_term: 'a\nb' }))).toBe('utm_term: must not contain control characters');
    expect(message(() => readLanding({ utm_source: 'fb', landing_path: 'https://evil.example/' }))).toMatch(/^landing_path: must be a path/);
    expect(message(() => readLanding({ utm_source: 'fb', landing_path: '//evil.example/' }))).toMatch(/^landing_path: must be a path/);
  });
  test('UTM_MAX characters are accepted', () => {
    expect(readLanding({ utm_campaign: 'x'.repeat(UTM_MAX) }).utm.utm_campaign).toHaveLength(UTM_MAX);
  });
});

describe('landingKey', () => {
  test('the same landing, parameters in any order, is one key; any difference is another', () => {
    const a = readLanding({ utm_source: 'fb', utm_medium: 'cpc', landing_path: '/' });
    const b = readLanding({ utm_medium: 'cpc', utm_source: 'fb', landing_path: '/' });
    expect(landingKey(a)).toBe(landingKey(b));
    expect(landingKey(a)).not.toBe(landingKey(readLanding({ utm_source: 'fb', utm_medium: 'cpc', landing_path: '/item/1' })));
    expect(landingKey(a)).not.toBe(landingKey(readLanding({ utm_source: 'fb', utm_medium: 'cpc', fbclid: 'x', landing_path: '/' })));
    expect(landingKey(readLanding({ utm_source: 'a', utm_term: 'b' }))).not.toBe(landingKey(readLanding({ utm_source: 'a', utm_content: 'b' })));
  });
});
