import {
  MAX_SKIPS_AHEAD, addOneMonth, decideCancel, decidePause, decideResume, decideSkip, decideUnskip, parseSkipped, permissions, statusOf, upcomingSkips,
  unskippableMonth,
  type MembershipFacts,
} from './rules';

const NOW = new Date('2025-06-20T10:00:00Z');

const member = (o: Partial<MembershipFacts> = {}): MembershipFacts => ({
  status: 'active', overdue: false, nextBillingDate: '2025-07-04', skippedMonths: [], hasPausePlan: true, ...o,
});

describe('statusOf', () => {
  test('cancelled wins; a paused flag or status is paused; else active', () => {
    expect(statusOf({ status: 'cancelled', paused: 1 })).toBe('cancelled');
    expect(statusOf({ status: 'paused', paused: 0 })).toBe('paused');
    expect(statusOf({ status: 'active', paused: 1 })).toBe('paused');
    expect(statusOf({ status: 'active', paused: 0 })).toBe('active');
  });
});

describe('parseSkipped', () => {
  test('keeps months only, once each, oldest first', () => {
    expect(parseSkipped('["2025-08","2025-07","2025-08","nope",3,"2025-13"]')).toEqual(['2025-07', '2025-08']);
    expect(parseSkipped('not json')).toEqual([]);
    expect(parseSkipped('{"a":1}')).toEqual([]);
  });
});

describe('addOneMonth', () => {
  test.each([
    ['2025-07-04', '2025-08-04'],
    ['2025-01-31', '2025-02-28'],
    ['2024-01-31', '2024-02-29'],
    ['2025-12-15', '2026-01-15'],
    ['2025-03-31', '2025-04-30'],
  ])('%s → %s', (from, to) => expect(addOneMonth(from)).toBe(to));
});

describe('skipping', () => {
  test('the next billing month is recorded and the billing date moves one month later', () => {
    expect(decideSkip(member(), '2025-07', NOW)).toEqual({ kind: 'skip', month: '2025-07', nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'] });
  });

  test('the same month again changes nothing (a double click skips one month)', () => {
    const after = member({ nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'] });
    expect(decideSkip(after, '2025-07', NOW)).toEqual({ kind: 'already', month: '2025-07' });
  });

  test('only a month still to come: once the next billing date is behind, it is due to be billed and cannot be skipped', () => {
    // NOW is 2025-06-20: a billing date of yesterday has passed, today's has not.
    const behind = member({ nextBillingDate: '2025-06-19' });
    expect(decideSkip(behind, '2025-06', NOW)).toEqual({ kind: 'refuse', block: 'billingDatePassed' });
    expect(decideSkip(behind, '2025-07', NOW)).toEqual({ kind: 'refuse', block: 'billingDatePassed' });
    expect(permissions(behind, NOW)).toMatchObject({ canSkip: false, skipMonth: null, skipBlocked: 'billingDatePassed' });
    expect(permissions(member({ nextBillingDate: '2025-05-04' }), NOW)).toMatchObject({ canSkip: false, skipMonth: null, skipBlocked: 'billingDatePassed' });
    const today = member({ nextBillingDate: '2025-06-20' });
    expect(decideSkip(today, '2025-06', NOW)).toMatchObject({ kind: 'skip', month: '2025-06', nextBillingDate: '2025-07-20' });
    expect(permissions(today, NOW)).toMatchObject({ canSkip: true, skipMonth: '2025-06' });
  });

  test('a month that is not the next billing month is stale', () => {
    expect(decideSkip(member(), '2025-08', NOW)).toEqual({ kind: 'stale', next: '2025-07' });
    expect(decideSkip(member(), '2025-06', NOW)).toEqual({ kind: 'stale', next: '2025-07' });
  });

  test(`at most ${MAX_SKIPS_AHEAD} months in a row ahead; then pausing is the way`, () => {
    let m = member();
    for (const month of ['2025-07', '2025-08', '2025-09']) {
      const d = decideSkip(m, month, NOW);
      if (d.kind !== 'skip') throw new Error(`expected a skip of ${month}, got ${d.kind}`);
      m = { ...m, nextBillingDate: d.nextBillingDate, skippedMonths: d.skippedMonths };
    }
    expect(m).toMatchObject({ nextBillingDate: '2025-10-04', skippedMonths: ['2025-07', '2025-08', '2025-09'] });
    expect(decideSkip(m, '2025-10', NOW)).toEqual({ kind: 'refuse', block: 'limit' });
    expect(permissions(m, NOW)).toMatchObject({ canSkip: false, skipBlocked: 'limit', skipMonth: null, upcomingSkippedMonths: ['2025-07', '2025-08', '2025-09'] });
    // A month gone by no longer counts: in July, one more may be skipped.
    const july = new Date('2025-07-10T00:00:00Z');
    expect(upcomingSkips(m, july)).toEqual(['2025-08', '2025-09']);
    expect(decideSkip(m, '2025-10', july)).toMatchObject({ kind: 'skip', nextBillingDate: '2025-11-04' });
  });

  test('only the run right before the next billing month counts', () => {
    // July skipped, August billed, September skipped: one month ahead in a row.
    const m = member({ nextBillingDate: '2025-10-04', skippedMonths: ['2025-07', '2025-09'] });
    expect(upcomingSkips(m, NOW)).toEqual(['2025-09']);
    expect(decideSkip(m, '2025-10', NOW).kind).toBe('skip');
  });

  test('a skipped month counts as ahead until its billing day has passed', () => {
    expect(upcomingSkips(member({ nextBillingDate: '2025-07-04', skippedMonths: ['2025-05', '2025-06'] }), NOW)).toEqual([]);
    expect(upcomingSkips(member({ nextBillingDate: '2025-07-20', skippedMonths: ['2025-05', '2025-06'] }), NOW)).toEqual(['2025-06']);
    expect(upcomingSkips(member({ nextBillingDate: '2025-07-31', skippedMonths: ['2025-06'] }), new Date('2025-06-30T12:00:00Z'))).toEqual(['2025-06']);
  });

  test('refused while paused, overdue, cancelled or without a billing date', () => {
    expect(decideSkip(member({ status: 'paused' }), '2025-07', NOW)).toEqual({ kind: 'refuse', block: 'paused' });
    expect(decideSkip(member({ overdue: true }), '2025-07', NOW)).toEqual({ kind: 'refuse', block: 'overdue' });
    expect(decideSkip(member({ status: 'cancelled', nextBillingDate: null }), '2025-07', NOW)).toEqual({ kind: 'refuse', block: 'cancelled' });
    expect(decideSkip(member({ nextBillingDate: null }), '2025-07', NOW)).toEqual({ kind: 'refuse', block: 'noBillingDate' });
    // Cancelled wins over "already skipped": nothing is answered as done on a cancelled membership.
    expect(decideSkip(member({ status: 'cancelled', nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'] }), '2025-07', NOW).kind).toBe('refuse');
  });
});

describe('pause, resume, cancel', () => {
  test('pause: active (overdue or not) → paused; again changes nothing; needs a pause plan', () => {
    expect(decidePause(member())).toBe('pause');
    expect(decidePause(member({ overdue: true }))).toBe('pause');
    expect(decidePause(member({ status: 'paused' }))).toBe('already');
    expect(decidePause(member({ status: 'cancelled' }))).toBe('cancelled');
    expect(decidePause(member({ hasPausePlan: false }))).toBe('noPausePlan');
  });

  test('resume: paused → active; an active one stays as it is', () => {
    expect(decideResume(member({ status: 'paused' }))).toBe('resume');
    expect(decideResume(member({ status: 'paused', overdue: true }))).toBe('resume');
    expect(decideResume(member())).toBe('already');
    expect(decideResume(member({ status: 'cancelled' }))).toBe('cancelled');
  });

  test('cancel: active or paused → cancelled, not while overdue; again changes nothing', () => {
    expect(decideCancel(member())).toBe('cancel');
    expect(decideCancel(member({ status: 'paused' }))).toBe('cancel');
    expect(decideCancel(member({ overdue: true }))).toBe('overdue');
    expect(decideCancel(member({ status: 'paused', overdue: true }))).toBe('overdue');
    expect(decideCancel(member({ status: 'cancelled' }))).toBe('already');
  });

  test('the can* flags follow the same rules', () => {
    expect(permissions(member(), NOW)).toEqual({
      canSkip: true, canPause: true, canResume: false, canCancel: true, skipMonth: '2025-07', skipBlocked: null, upcomingSkippedMonths: [], unskipMonth: null,
    });
    expect(permissions(member({ status: 'paused' }), NOW)).toMatchObject({ canSkip: false, canPause: false, canResume: true, canCancel: true, skipBlocked: 'paused' });
    expect(permissions(member({ overdue: true }), NOW)).toMatchObject({ canSkip: false, canPause: true, canResume: false, canCancel: false, skipBlocked: 'overdue' });
    expect(permissions(member({ status: 'cancelled', nextBillingDate: null }), NOW)).toEqual({
      canSkip: false, canPause: false, canResume: false, canCancel: false, skipMonth: null, skipBlocked: 'cancelled', upcomingSkippedMonths: [], unskipMonth: null,
    });
  });
});

describe('decideUnskip (undo a skip, before the billing date)', () => {
  test('the skipped month is billed again on its billing date; a skip and its undo leave the membership as it was', () => {
    const before = member();
    const skip = decideSkip(before, '2025-07', NOW);
    expect(skip).toMatchObject({ kind: 'skip', nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'] });
    const skipped = member({ nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'] });
    expect(unskippableMonth(skipped, NOW)).toBe('2025-07');
    expect(decideUnskip(skipped, '2025-07', NOW)).toEqual({ kind: 'unskip', month: '2025-07', nextBillingDate: '2025-07-04', skippedMonths: [] });
  });

  test('a month that is not skipped is refused', () => {
    const skipped = member({ nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'] });
    for (const month of ['2025-08', '2025-09', '2025-05']) expect(decideUnskip(skipped, month, NOW)).toMatchObject({ kind: 'refuse', reason: 'notSkipped' });
    expect(decideUnskip(member(), '2025-07', NOW)).toMatchObject({ kind: 'refuse', reason: 'notSkipped' });
    expect(unskippableMonth(member(), NOW)).toBeNull();
  });

  test('only before the billing date: a skipped month whose billing day is behind is refused; today still counts', () => {
    const behind = member({ nextBillingDate: '2025-07-15', skippedMonths: ['2025-06'] });
    expect(decideUnskip(behind, '2025-06', NOW)).toMatchObject({ kind: 'refuse', reason: 'billingDatePassed' });
    expect(unskippableMonth(behind, NOW)).toBeNull();
    const today = member({ nextBillingDate: '2025-07-20', skippedMonths: ['2025-06'] });
    expect(decideUnskip(today, '2025-06', NOW)).toMatchObject({ kind: 'unskip', nextBillingDate: '2025-06-20' });
  });

  test('a run of skips is undone from the last one back; cancelled memberships are refused', () => {
    const run = member({ nextBillingDate: '2025-09-04', skippedMonths: ['2025-07', '2025-08'] });
    expect(decideUnskip(run, '2025-07', NOW)).toEqual({ kind: 'refuse', reason: 'notLatest', latest: '2025-08' });
    expect(decideUnskip(run, '2025-08', NOW)).toEqual({ kind: 'unskip', month: '2025-08', nextBillingDate: '2025-08-04', skippedMonths: ['2025-07'] });
    expect(decideUnskip({ ...run, status: 'cancelled' }, '2025-08', NOW)).toMatchObject({ kind: 'refuse', reason: 'cancelled' });
    expect(unskippableMonth({ ...run, status: 'cancelled' }, NOW)).toBeNull();
  });
});
