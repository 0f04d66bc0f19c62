import { clubActionsFor, clubHistory, eventText } from './clubHistory';
import type { AdminMembership } from './types';

const membership = (o: Partial<AdminMembership> = {}): AdminMembership => ({
  id: 1, status: 'active', overdue: false, planName: 'VIP', amountCents: 4995, pausePriceCents: 995, nextBillingDate: '2026-05-14', skippedMonths: [],
  prepaidMonths: 0, startedAt: '2026-01-14T10:00:00.000Z', cancelledAt: null, cancelReason: null, ...o,
});

test('event words, with amounts in dollars and US spelling', () => {
  expect(eventText('skip', { month: '2026-04', nextBillingDate: '2026-05-14' })).toBe('Skipped 2026-04 (next billing 2026-05-14)');
  expect(eventText('unskip', { month: '2026-04' })).toBe('Skip of 2026-04 undone');
  expect(eventText('pause', { pausePriceCents: 995 })).toBe('Paused ($9.95 a month while paused)');
  expect(eventText('pause', { pausePriceCents: null })).toBe('Paused');
  expect(eventText('resume', { amountCents: 4995 })).toBe('Resumed ($49.95 a month)');
  expect(eventText('cancel', { reason: 'too_expensive', comment: null })).toBe('Canceled: too expensive');
  expect(eventText('cancel', { reason: 'other', comment: 'moving' })).toBe('Canceled: something else (“moving”)');
  expect(eventText('cancel', { reason: { $ne: 1 } })).toBe('Canceled');
  expect(eventText('mystery', {})).toBe('mystery');
});

test('the history: joins, events and charges, newest first, who did it', () => {
  const h = clubHistory({
    memberships: [membership()],
    events: [
      { id: 7, membershipId: 1, kind: 'pause', detail: { pausePriceCents: 995 }, staffEmail: 'sam@staff.example.com', at: '2026-03-02T09:00:00.000Z' },
      { id: 6, membershipId: 1, kind: 'skip', detail: { month: '2026-02' }, staffEmail: null, at: '2026-02-01T09:00:00.000Z' },
    ],
    charges: [
      { id: 3, membershipId: 1, billingDate: '2026-04-14', amountCents: 995, status: 'paid', failure: null, card: 'Visa 4242', paidAt: '2026-04-14T06:00:00.000Z', refundedCents: 300 },
      { id: 2, membershipId: 1, billingDate: '2026-01-14', amountCents: 4995, status: 'declined', failure: 'card_declined', card: null, paidAt: null, refundedCents: 0 },
    ],
  });
  expect(h.map((e) => [e.at.slice(0, 10), e.text, e.by])).toEqual([
    ['2026-04-14', 'Charged $9.95 for 2026-04-14 on Visa 4242, $3.00 refunded', null],
    ['2026-03-02', 'Paused ($9.95 a month while paused)', 'sam@staff.example.com'],
    ['2026-02-01', 'Skipped 2026-02', null],
    ['2026-01-14', 'Joined VIP at $49.95 a month', null],
    ['2026-01-14', 'Charge of $49.95 declined (card declined) for 2026-01-14', null],
  ]);
});

test('actions offered by the latest membership’s state', () => {
  expect(clubActionsFor(undefined)).toEqual([]);
  expect(clubActionsFor(membership())).toEqual(['skip', 'pause', 'cancel']);
  expect(clubActionsFor(membership({ status: 'paused' }))).toEqual(['resume', 'cancel']);
  expect(clubActionsFor(membership({ overdue: true }))).toEqual(['pause', 'cancel']);
  expect(clubActionsFor(membership({ nextBillingDate: null }))).toEqual(['pause', 'cancel']);
  expect(clubActionsFor(membership({ status: 'cancelled' }))).toEqual([]);
});
