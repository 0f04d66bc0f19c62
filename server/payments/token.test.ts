import { randomBytes } from 'node:crypto';
import { signToken, verifyToken, type TokenPayload } from './token';

const secret = randomBytes(32);
const payload: TokenPayload = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099, outcome: 'approve', wallet: null, holder: null };

test('a signed token verifies and carries no card number', () => {
  const token = signToken(payload, secret);
  expect(verifyToken(token, secret)).toEqual(payload);
  expect(Buffer.from(token.slice(7).split('.')[0], 'base64url').toString()).not.toMatch(/424242424242/);
});

test('two tokens for the same card differ (nonce)', () => {
  expect(signToken(payload, secret)).not.toBe(signToken(payload, secret));
});

test('another key, a changed payload or a cut signature is refused', () => {
  const token = signToken(payload, secret);
  expect(verifyToken(token, randomBytes(32))).toBeNull();
  const [body, sig] = token.slice(7).split('.');
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), outcome: 'approve', last4: '0000' })).toString('base64url');
  expect(verifyToken(`tok_sb_${forged}.${sig}`, secret)).toBeNull();
  expect(verifyToken(`tok_sb_${body}.${sig.slice(0, -2)}`, secret)).toBeNull();
  expect(verifyToken(`tok_sb_${body}`, secret)).toBeNull();
  expect(verifyToken('4242424242424242', secret)).toBeNull();
  expect(verifyToken('', secret)).toBeNull();
});

test('the holder is signed with the rest: a token cannot be handed to another session by editing it', () => {
  const token = signToken({ ...payload, holder: 'session-a' }, secret);
  expect(verifyToken(token, secret)?.holder).toBe('session-a');
  const [body, sig] = token.slice(7).split('.');
  const moved = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), holder: 'session-b' })).toString('base64url');
  expect(verifyToken(`tok_sb_${moved}.${sig}`, secret)).toBeNull();
});
