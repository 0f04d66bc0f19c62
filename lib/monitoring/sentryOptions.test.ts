import type { ErrorEvent } from '@sentry/nextjs';
import { IGNORED_ERRORS, maskCardNumbers, scrubEvent, sentryOptions } from './sentryOptions';

test('no DSN, no reporting', () => {
  expect(sentryOptions({ dsn: undefined })).toBeNull();
  expect(sentryOptions({ dsn: '' })).toBeNull();
});

test('with a DSN: 5% of traces, the known noise ignored, nothing personal sent, events scrubbed', () => {
  const o = sentryOptions({ dsn: 'https://k@o1.ingest.example/2', environment: 'production' })!;
  expect(o).toMatchObject({ dsn: 'https://k@o1.ingest.example/2', environment: 'production', tracesSampleRate: 0.05, sendDefaultPii: false });
  expect(o.ignoreErrors).toEqual(['Non-Error promise rejection captured with value: Object Not Found Matching Id']);
  expect(IGNORED_ERRORS).toHaveLength(1);
  expect(o.beforeSend).toBe(scrubEvent);
});

test.each([
  ['card 4242424242424242 declined', 'card [card number] declined'],
  ['4000 0000 0000 0002', '[card number]'],
  ['3782-822463-10005', '[card number]'],
  ['order 1001 of 2026-11-22', 'order 1001 of 2026-11-22'],
  ['phone 5551234567', 'phone 5551234567'],
])('maskCardNumbers(%p)', (text, masked) => {
  expect(maskCardNumbers(text)).toBe(masked);
});

test('scrubEvent keeps the URL path and method only, drops the user, masks card numbers everywhere it sends text', () => {
  const event = {
    type: undefined,
    message: 'pay 4242 4242 4242 4242',
    request: { url: 'https://pureform.shop/checkout?token=abc', method: 'POST', headers: { cookie: 'session=x' }, cookies: { session: 'x' }, data: '{"card":"4242424242424242"}' },
    user: { email: 'a@b.c', ip_address: '1.2.3.4' },
    exception: { values: [{ type: 'Error', value: 'declined 4242424242424242' }] },
    breadcrumbs: [{ message: 'typed 4242424242424242', data: { nested: ['4242 4242 4242 4242'] } }],
    extra: { body: { number: '4242-4242-4242-4242' } },
  } as unknown as ErrorEvent;
  const s = scrubEvent(event);
  expect(s.request).toEqual({ url: 'https://pureform.shop/checkout', method: 'POST' });
  expect(s.user).toBeUndefined();
  expect(JSON.stringify(s)).not.toMatch(/4242/);
  expect(s.exception!.values![0].value).toBe('declined [card number]');
  expect(event.request!.cookies).toEqual({ session: 'x' });
});
