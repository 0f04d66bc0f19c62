import { codeRefusal, type CodeFacts } from './codeRules';
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
