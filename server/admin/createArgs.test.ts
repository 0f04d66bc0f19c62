import { STAFF_CREATE_USAGE, parseStaffCreateArgs } from './createArgs';

const known = ['pf', 'ckb'];

test('the first owner', () => {
  expect(parseStaffCreateArgs(['--email', 'Boss@Example.com', '--brand', 'all', '--role', 'owner'], known)).toEqual({
    email: 'boss@example.com', brands: 'all', role: 'owner', refundLimitCents: null, origin: null,
  });
});

test('a support member of two brands with a refund limit and an origin', () => {
  expect(parseStaffCreateArgs(['--email', 's@example.com', '--brand', 'pf,ckb', '--role', 'support', '--refund-limit', '49.99', '--origin', 'http://localhost:3000'], known)).toEqual({
    email: 's@example.com', brands: ['pf', 'ckb'], role: 'support', refundLimitCents: 4999, origin: 'http://localhost:3000',
  });
});

test('what is wrong is named', () => {
  expect(parseStaffCreateArgs([], known)).toEqual({ error: '--email: must be a valid email address' });
  expect(parseStaffCreateArgs(['--email'], known)).toEqual({ error: STAFF_CREATE_USAGE });
  expect(parseStaffCreateArgs(['--nope', 'x'], known)).toEqual({ error: STAFF_CREATE_USAGE });
  expect(parseStaffCreateArgs(['--email', 'a@b.co', '--brand', 'xx', '--role', 'owner'], known)).toMatchObject({ error: expect.stringContaining('--brand') });
  expect(parseStaffCreateArgs(['--email', 'a@b.co', '--brand', 'pf', '--role', 'admin'], known)).toMatchObject({ error: expect.stringContaining('--role') });
  expect(parseStaffCreateArgs(['--email', 'a@b.co', '--brand', 'pf', '--role', 'support', '--refund-limit', '-1'], known)).toMatchObject({ error: expect.stringContaining('--refund-limit') });
  expect(parseStaffCreateArgs(['--email', 'a@b.co', '--brand', 'pf', '--role', 'support', '--origin', 'javascript:x'], known)).toMatchObject({ error: expect.stringContaining('--origin') });
});
