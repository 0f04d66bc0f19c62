import { rejoinCode, rejoinPath, rejoinStep } from './rejoin';

const facts = { paidClub: true, loggedIn: true, clubMember: false };

test('a former member (or an account that never joined) rejoins; a member has nothing to rejoin', () => {
  expect(rejoinStep(facts, null)).toEqual({ kind: 'rejoin' });
  expect(rejoinStep({ ...facts, clubMember: true }, null)).toEqual({ kind: 'member' });
});

test('a visitor logs in first and comes back with the code', () => {
  expect(rejoinStep({ ...facts, loggedIn: false }, 'WB10VIP')).toEqual({ kind: 'login', destination: '/login?next=/rejoin%3Fcode%3DWB10VIP' });
  expect(rejoinStep({ ...facts, loggedIn: false }, null)).toEqual({ kind: 'login', destination: '/login?next=/rejoin' });
});

test('a brand without a paid club has nothing to rejoin, whoever asks', () => {
  expect(rejoinStep({ ...facts, paidClub: false }, null)).toEqual({ kind: 'noClub' });
  expect(rejoinStep({ paidClub: false, loggedIn: false, clubMember: false }, null)).toEqual({ kind: 'noClub' });
});

test('only a plausible code is carried', () => {
  expect(rejoinCode(' WB10VIP ')).toBe('WB10VIP');
  expect(rejoinCode('')).toBeNull();
  expect(rejoinCode(['WB10VIP'])).toBeNull();
  expect(rejoinCode('<script>')).toBeNull();
  expect(rejoinCode('x'.repeat(41))).toBeNull();
  expect(rejoinPath('WB10VIP')).toBe('/rejoin?code=WB10VIP');
});
