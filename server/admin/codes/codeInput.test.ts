import { codeLimits, codeName, codeTerms, newCodeValues } from './codeInput';

test('a code name is 3 to 30 letters and digits', () => {
  expect(codeName({ code: 'WB10VIP' })).toBe('WB10VIP');
  expect(codeName({ code: 'A'.repeat(30) })).toBe('A'.repeat(30));
  for (const code of ['ab', 'A'.repeat(31), 'TEN OFF', 'ten-off', 'café10', '']) expect(() => codeName({ code })).toThrow(/^code: /);
});

test('only the kind’s own value is stored; the lower-case name is the lookup key', () => {
  expect(newCodeValues({ code: 'Take5', kind: 'amount', valueCents: '500', percentOff: '50' }, 'pf')).toMatchObject({ code_lower: 'take5', value_cents: 500, percent_off: 0, min_subtotal_cents: 0, active: 1 });
  expect(newCodeValues({ code: 'Ship', kind: 'free_shipping', minSubtotalCents: '6000' }, 'ckb')).toMatchObject({ value_cents: 0, percent_off: 0, min_subtotal_cents: 6000 });
  expect(() => newCodeValues({ code: 'Half', kind: 'percent', percentOff: '0' }, 'pf')).toThrow(/^percentOff: /);
  expect(() => newCodeValues({ code: 'Half', kind: 'bogo' }, 'pf')).toThrow(/^kind: /);
});

test('the days a code runs and its per-customer limit: optional, real dates, the last not before the first', () => {
  expect(codeLimits({})).toEqual({ starts_at: null, ends_at: null, per_customer_limit: null });
  expect(codeLimits({ startsAt: '2026-12-01', endsAt: '2026-12-31', perCustomerLimit: '1' })).toEqual({ starts_at: '2026-12-01', ends_at: '2026-12-31', per_customer_limit: 1 });
  expect(() => codeLimits({ startsAt: '2026-02-30' })).toThrow(/^startsAt: /);
  expect(() => codeLimits({ endsAt: 'tomorrow' })).toThrow(/^endsAt: /);
  expect(() => codeLimits({ startsAt: '2026-12-31', endsAt: '2026-12-01' })).toThrow(/^endsAt: the last day is before the first/);
  expect(() => codeLimits({ perCustomerLimit: '0' })).toThrow(/^perCustomerLimit: /);
});

test('an edit\'s terms: the create form\'s fields and checks without the name, brand or active flag', () => {
  const terms = codeTerms({ code: 'IGNORED', brand: 'ckb', kind: 'percent', percentOff: '15', valueCents: '900', clubOnly: 'true', endsAt: '2026-12-31' });
  expect(terms).toEqual({
    kind: 'percent', value_cents: 0, percent_off: 15, min_subtotal_cents: 0, description: '', club_only: 1, first_order_only: 0,
    starts_at: null, ends_at: '2026-12-31', per_customer_limit: null,
  });
  expect(terms).not.toHaveProperty('code');
  expect(terms).not.toHaveProperty('active');
  expect(() => codeTerms({ kind: 'amount' })).toThrow(/^valueCents: is required/);
  expect(() => codeTerms({ kind: 'amount', valueCents: '500', description: 'x'.repeat(201) })).toThrow(/^description: /);
  expect(() => codeTerms({ kind: 'free_shipping', minSubtotalCents: '-1' })).toThrow(/^minSubtotalCents: /);
});
