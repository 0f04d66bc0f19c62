import { codeEffect, codeRefusal, codeWaiting, type CodeFacts } from './codeRules';
import type { MembershipSummary } from './membership';

const code = (over: Partial<{ club_only: number; first_order_only: number; min_subtotal_cents: number }> = {}) =>
  ({ code: 'CODE', club_only: 0, first_order_only: 0, min_subtotal_cents: 0, ...over });
const facts = (over: Partial<CodeFacts> = {}): CodeFacts => ({ subtotalCents: 5000, clubPerks: false, membership: null, orderedBefore: false, ...over });
const member = (over: Partial<MembershipSummary> = {}): MembershipSummary => ({ status: 'active', overdue: false, paused: false, discountPercentage: 20, ...over });

test('a plain code applies; a minimum is checked against the subtotal', () => {
  expect(codeRefusal(code(), facts())).toBeNull();
  expect(codeRefusal(code({ min_subtotal_cents: 6000 }), facts())).toBe('CODE needs a subtotal of at least $60.00.');
  expect(codeRefusal(code({ min_subtotal_cents: 5000 }), facts())).toBeNull();
});

test('a club-only code needs the club’s perks, and says why a member has none', () => {
  const clubOnly = code({ club_only: 1 });
  expect(codeRefusal(clubOnly, facts({ clubPerks: true }))).toBeNull();
  expect(codeRefusal(clubOnly, facts())).toBe('CODE is for club members only.');
  expect(codeRefusal(clubOnly, facts({ membership: member({ status: 'cancelled' }) }))).toBe('CODE is for club members only.');
  expect(codeRefusal(clubOnly, facts({ membership: member({ status: 'paused', paused: true }) }))).toMatch(/membership is paused/);
  expect(codeRefusal(clubOnly, facts({ membership: member({ overdue: true }) }))).toMatch(/balance due/);
});

test('a first-order code needs a first order', () => {
  expect(codeRefusal(code({ first_order_only: 1 }), facts())).toBeNull();
  expect(codeRefusal(code({ first_order_only: 1 }), facts({ orderedBefore: true }))).toBe('CODE is for your first order only.');
  expect(codeRefusal(code(), facts({ orderedBefore: true }))).toBeNull();
});

/** A code of a kind with its value: cents for 'amount', the whole percent for 'percent' (migration 023). */
const priced = (kind: string, value: number, over: Partial<{ club_only: number; first_order_only: number; min_subtotal_cents: number }> = {}) =>
  ({ ...code(over), kind, value_cents: kind === 'amount' ? value : 0, percent_off: kind === 'percent' ? value : 0 });

test('what a code does, from its kind and value', () => {
  expect(codeEffect(priced('amount', 1000))).toBe('$10 off the items in your order');
  expect(codeEffect(priced('amount', 1250))).toBe('$12.50 off the items in your order');
  expect(codeEffect(priced('percent', 15, { min_subtotal_cents: 6000 }))).toBe('15% off the items in your order of $60 or more');
  expect(codeEffect(priced('free_shipping', 0))).toBe('free shipping on your order');
});

test('an amount or percent code with no items to take it off waits for them (the club alone, as a rejoin leaves the cart)', () => {
  const wb = priced('amount', 1000, { club_only: 1 });
  expect(codeWaiting(wb, facts({ subtotalCents: 0, clubPerks: true }))).toBe('add an item to use it');
  expect(codeWaiting(priced('percent', 10), facts({ subtotalCents: 0 }))).toBe('add an item to use it');
  // With items it gives something: nothing to wait for.
  expect(codeWaiting(wb, facts({ subtotalCents: 2400, clubPerks: true }))).toBeNull();
  // Free shipping on an empty cart changes nothing that is shown: shipping is already free.
  expect(codeWaiting(priced('free_shipping', 0), facts({ subtotalCents: 0 }))).toBeNull();
});

test('below its minimum a code says how much more; a code not for this shopper does not wait', () => {
  const min = priced('percent', 15, { min_subtotal_cents: 6000 });
  expect(codeWaiting(min, facts({ subtotalCents: 4750 }))).toBe('add $12.50 more to use it');
  expect(codeWaiting(min, facts({ subtotalCents: 0 }))).toBe('add $60 or more of items to use it');
  expect(codeWaiting(min, facts({ subtotalCents: 6000 }))).toBeNull();
  expect(codeWaiting(priced('amount', 1000, { club_only: 1 }), facts({ subtotalCents: 0 }))).toBeNull();
  expect(codeWaiting(priced('amount', 1000, { first_order_only: 1 }), facts({ subtotalCents: 0, orderedBefore: true }))).toBeNull();
});

test('a code runs from its first day to its last (inclusive, UTC) and says when it starts or ended', () => {
  const dated = { ...code(), starts_at: '2026-12-01', ends_at: '2026-12-31', per_customer_limit: null };
  expect(codeRefusal(dated, facts({ today: '2026-11-30' }))).toBe('CODE starts on Dec 1, 2026.');
  expect(codeRefusal(dated, facts({ today: '2026-12-01' }))).toBeNull();
  expect(codeRefusal(dated, facts({ today: '2026-12-31' }))).toBeNull();
  expect(codeRefusal(dated, facts({ today: '2027-01-01' }))).toBe('CODE ended on Dec 31, 2026.');
  expect(codeWaiting({ ...dated, kind: 'amount' }, facts({ today: '2027-01-01', subtotalCents: 0 }))).toBeNull();
});

test('a per-customer limit counts the shopper’s earlier orders with the code', () => {
  const once = { ...code(), starts_at: null, ends_at: null, per_customer_limit: 1 };
  expect(codeRefusal(once, facts({ usedBefore: 0 }))).toBeNull();
  expect(codeRefusal(once, facts({ usedBefore: 1 }))).toBe('CODE can be used once per customer, and you have used it.');
  const thrice = { ...once, per_customer_limit: 3 };
  expect(codeRefusal(thrice, facts({ usedBefore: 2 }))).toBeNull();
  expect(codeRefusal(thrice, facts({ usedBefore: 3 }))).toBe('CODE can be used 3 times per customer, and you have used it 3 times.');
});
