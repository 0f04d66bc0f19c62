import { Writable } from 'node:stream';
import { createLogger, errorField, scrubText } from './log';
import { requestIdOf, requestLine } from './requestLog';

function capture() {
  const out: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      out.push(chunk.toString('utf8'));
      cb();
    },
  });
  return { out, logger: createLogger(stream, 'info') };
}

describe('log lines', () => {
  it('mask personal data, tokens and card data under any key a caller passes', () => {
    const { out, logger } = capture();
    logger.info(
      { email: 'ann@example.com', password: 'hunter2', token: 'abc123tok', card: { number: '4242424242424242', cvc: '123' }, customer: { email: 'bo@example.com', name: 'Bo' }, cookie: 'shop_session=s3cr3t', status: 200 },
      'x',
    );
    const text = out.join('');
    for (const secret of ['ann@example.com', 'hunter2', 'abc123tok', '4242424242424242', 'bo@example.com', 's3cr3t', '"Bo"']) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toEqual(expect.objectContaining({ level: 'info', status: 200, email: '[redacted]', msg: 'x' }));
  });

  it('scrub card numbers, e-mail addresses and token parameters out of error messages', () => {
    expect(scrubText('declined 4242 4242 4242 4242 for ann.lee@example.co.uk at /confirm?token=abcdef&x=1')).toBe(
      'declined [card] for [email] at /confirm?token=[redacted]&x=1',
    );
    const { out, logger } = capture();
    logger.error({ err: new Error('no customer ann@example.com with card 4000000000000002') }, 'failed');
    const line = JSON.parse(out.join('')) as { err: { message: string } };
    expect(line.err.message).toBe('no customer [email] with card [card]');
    expect(errorField('plain 4242424242424242').message).toBe('plain [card]');
  });

  it('a request line has id, brand, route, status and duration, and no query string', () => {
    expect(requestLine({ kind: 'page', reqId: 'r1', method: 'GET', route: '/confirm-register?token=abc&email=a@b.co', brand: 'pf', status: 200, durationMs: 3.2 })).toEqual({
      reqId: 'r1', kind: 'page', method: 'GET', route: '/confirm-register', brand: 'pf', status: 200, durationMs: 3.2,
    });
  });

  it('a request id is the caller’s when it is a plain token, else a new one', () => {
    expect(requestIdOf('cdn-abc.123:x')).toBe('cdn-abc.123:x');
    expect(requestIdOf(['first', 'second'])).toBe('first');
    for (const bad of ['has space', 'a\nb', 'x'.repeat(200), '', undefined]) expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
