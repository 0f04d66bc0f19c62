import { getTaxProvider } from '.';
import { US_STATE_TAX, stateTaxRule } from './rates';
import { quoteFromTable } from './table';

const quote = (country: string, state: string, lines: number[], shipping = 0, club = 0) =>
  quoteFromTable({ destination: { country, state }, lines: lines.map((amountCents) => ({ amountCents })), shipping, club });

test('the table covers every state, DC and Puerto Rico, with rates between 0% and 11%', () => {
  expect(Object.keys(US_STATE_TAX)).toHaveLength(52);
  for (const rule of Object.values(US_STATE_TAX)) expect(rule.rate >= 0 && rule.rate < 11).toBe(true);
  expect(stateTaxRule(' ca ')).toEqual({ rate: 7.25, shipping: false, club: false, digital: false });
});

test('US tax is the destination state rate: states differ, not a flat 6%', () => {
  expect(quote('US', 'CA', [10000]).total).toBe(725);
  expect(quote('US', 'TX', [10000]).total).toBe(625);
  expect(quote('US', 'NY', [10000]).total).toBe(400);
  expect(quote('US', 'OR', [10000]).total).toBe(0);
  expect(quote('US', 'MT', [10000]).total).toBe(0);
});

test('each line is taxed and rounded to the cent; the total is their sum', () => {
  const q = quote('US', 'MN', [1999, 2999]);
  expect(q.lines).toEqual([Math.round(1999 * 0.06875), Math.round(2999 * 0.06875)]);
  expect(q.total).toBe(q.lines[0] + q.lines[1]);
  expect(q.estimate).toBe(true);
});

test('shipping is taxed only where the state taxes delivery charges', () => {
  expect(quote('US', 'TX', [5000], 695)).toMatchObject({ shipping: Math.round(695 * 0.0625) });
  expect(quote('US', 'CA', [5000], 695)).toMatchObject({ shipping: 0 });
  expect(quote('US', 'FL', [5000], 695)).toMatchObject({ shipping: 0 });
});

test('the club membership is taxed only in states taxing such services', () => {
  expect(quote('US', 'HI', [0], 0, 4995)).toMatchObject({ club: Math.round(4995 * 0.04) });
  expect(quote('US', 'SD', [0], 0, 4995)).toMatchObject({ club: Math.round(4995 * 0.042) });
  expect(quote('US', 'CA', [0], 0, 4995)).toMatchObject({ club: 0 });
  expect(quote('US', 'TX', [0], 0, 4995)).toMatchObject({ club: 0 });
});

test('no US sales tax outside the US or for an unknown state', () => {
  expect(quote('CA', 'ON', [10000], 1295, 4995).total).toBe(0);
  expect(quote('GB', '', [10000]).total).toBe(0);
  expect(quote('US', 'ZZ', [10000]).total).toBe(0);
});

test('TAX_PROVIDER selects the implementation: table by default, an unknown name is an error', async () => {
  expect(getTaxProvider(undefined).name).toBe('table');
  expect(getTaxProvider('').name).toBe('table');
  expect(getTaxProvider('table').name).toBe('table');
  expect(() => getTaxProvider('avalara')).toThrow('TAX_PROVIDER=avalara is not a tax provider');
  await expect(getTaxProvider().quote({ destination: { country: 'US', state: 'WA' }, lines: [{ amountCents: 1000 }], shipping: 0, club: 0 })).resolves.toMatchObject({ total: 65 });
});

test('a digital good is taxed only where the state taxes digital goods', () => {
  const input = (state: string) => ({ destination: { country: 'US', state }, lines: [{ amountCents: 10000 }, { amountCents: 10000, digital: true }], shipping: 0, club: 0 });
  expect(quoteFromTable(input('TX')).lines).toEqual([625, 625]);
  expect(quoteFromTable(input('CA')).lines).toEqual([725, 0]);
});
