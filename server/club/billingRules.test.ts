import {
  balanceDue, billingCardOf, decideBilling, decideSettle, isDue, priceCents, runChargeKey, settleChargeKey, utcDay, type BillingFacts, type ChargeFacts,
} from './billingRules';

const TODAY = '2025-07-04';

const member = (o: Partial<BillingFacts> = {}): BillingFacts => ({
  status: 'active', overdue: false, nextBillingDate: TODAY, skippedMonths: [], hasPausePlan: true, amountCents: 4995, pausePriceCents: 995, prepaidMonths: 0, ...o,
});

const declined = (o: Partial<ChargeFacts> = {}): ChargeFacts => ({ billingDate: TODAY, status: 'declined', amountCents: 4995, attempts: 1, ...o });

describe('the billing run', () => {
  test('today is the UTC calendar day', () => {
    expect(utcDay(new Date('2025-07-04T23:59:59Z'))).toBe('2025-07-04');
    expect(utcDay(new Date('2025-07-04T23:30:00-02:00'))).toBe('2025-07-05');
  });

  test('due: active or paused, not overdue, billing date today or before', () => {
    expect(isDue(member(), TODAY)).toBe(true);
    expect(isDue(member({ nextBillingDate: '2025-06-30' }), TODAY)).toBe(true);
    expect(isDue(member({ status: 'paused' }), TODAY)).toBe(true);
    expect(isDue(member({ nextBillingDate: '2025-07-05' }), TODAY)).toBe(false);
    expect(isDue(member({ overdue: true }), TODAY)).toBe(false);
    expect(isDue(member({ status: 'cancelled' }), TODAY)).toBe(false);
    expect(isDue(member({ nextBillingDate: null }), TODAY)).toBe(false);
  });

  test('charges the main price, or the pause price while paused, and moves the date one month', () => {
    expect(decideBilling(member(), TODAY, null)).toEqual({ kind: 'charge', billingDate: TODAY, amountCents: 4995, nextBillingDate: '2025-08-04' });
    expect(decideBilling(member({ status: 'paused' }), TODAY, null)).toMatchObject({ kind: 'charge', amountCents: 995 });
    // Paused without a pause plan (none left): the main price.
    expect(priceCents(member({ status: 'paused', pausePriceCents: null }))).toBe(4995);
  });

  test('keeps the day, or the month’s last day', () => {
    expect(decideBilling(member({ nextBillingDate: '2025-01-31' }), TODAY, null)).toMatchObject({ billingDate: '2025-01-31', nextBillingDate: '2025-02-28' });
    expect(decideBilling(member({ nextBillingDate: '2024-01-31' }), TODAY, null)).toMatchObject({ nextBillingDate: '2024-02-29' });
  });

  test('a skipped month is not charged: the date just moves on', () => {
    expect(decideBilling(member({ skippedMonths: ['2025-07'] }), TODAY, null)).toEqual({
      kind: 'moveOn', billingDate: TODAY, nextBillingDate: '2025-08-04', reason: 'skippedMonth',
    });
    expect(decideBilling(member({ skippedMonths: ['2025-06'] }), TODAY, null).kind).toBe('charge');
  });

  test('a date is charged once: already paid moves on; already declined is overdue again', () => {
    expect(decideBilling(member(), TODAY, { status: 'paid' })).toMatchObject({ kind: 'moveOn', reason: 'alreadyPaid', nextBillingDate: '2025-08-04' });
    expect(decideBilling(member(), TODAY, { status: 'declined' })).toEqual({ kind: 'stillDeclined', billingDate: TODAY });
  });

  test('nothing to charge: not due, or a price of 0', () => {
    expect(decideBilling(member({ nextBillingDate: '2025-07-05' }), TODAY, null)).toEqual({ kind: 'notDue' });
    expect(decideBilling(member({ overdue: true }), TODAY, { status: 'declined' })).toEqual({ kind: 'notDue' });
    expect(decideBilling(member({ amountCents: 0 }), TODAY, null)).toMatchObject({ kind: 'moveOn', reason: 'free' });
  });

  test('idempotency keys: one per billing date for the run, one per try for a settle', () => {
    expect(runChargeKey(12, TODAY)).toBe('club:12:2025-07-04');
    expect(settleChargeKey(12, TODAY, 2)).toBe('club:12:2025-07-04:settle:2');
  });

  test('the card is the default one, when it has not expired', () => {
    const card = (id: number, isDefault: boolean, expired = false) => ({ id, isDefault, expired });
    expect(billingCardOf([card(1, false), card(2, true)])).toEqual(card(2, true));
    expect(billingCardOf([card(1, false), card(2, true, true)])).toBeNull();
    expect(billingCardOf([card(1, false)])).toBeNull();
    expect(billingCardOf([])).toBeNull();
  });
});

describe('paying an overdue balance', () => {
  test('owed: the declined charge; overdue without one, the next billing date’s price', () => {
    expect(balanceDue(member(), null, TODAY)).toBeNull();
    expect(balanceDue(member({ overdue: true }), declined({ billingDate: '2025-06-04', amountCents: 3995 }), TODAY)).toEqual({ billingDate: '2025-06-04', amountCents: 3995 });
    expect(balanceDue(member({ overdue: true, status: 'paused', nextBillingDate: '2025-07-10' }), null, TODAY)).toEqual({ billingDate: '2025-07-10', amountCents: 995 });
    expect(balanceDue(member({ overdue: true, nextBillingDate: null }), null, TODAY)).toEqual({ billingDate: TODAY, amountCents: 4995 });
    expect(balanceDue(member({ overdue: true, status: 'cancelled' }), declined(), TODAY)).toBeNull();
  });

  test('settles the declined date, one more try each time; the date moves one month past it', () => {
    expect(decideSettle(member({ overdue: true }), declined(), TODAY)).toEqual({
      kind: 'settle', billingDate: TODAY, amountCents: 4995, attempt: 2, nextBillingDate: '2025-08-04',
    });
    expect(decideSettle(member({ overdue: true }), declined({ attempts: 3 }), TODAY)).toMatchObject({ attempt: 4 });
    expect(decideSettle(member({ overdue: true }), null, TODAY)).toMatchObject({ kind: 'settle', attempt: 1, nextBillingDate: '2025-08-04' });
    // A later billing date than that stays.
    expect(decideSettle(member({ overdue: true, nextBillingDate: '2025-09-04' }), declined(), TODAY)).toMatchObject({ nextBillingDate: '2025-09-04' });
  });

  test('not overdue (a second click): nothing to do; a price of 0 just clears the flag', () => {
    expect(decideSettle(member(), null, TODAY)).toEqual({ kind: 'notOverdue' });
    expect(decideSettle(member({ status: 'cancelled' }), null, TODAY)).toEqual({ kind: 'notOverdue' });
    expect(decideSettle(member({ overdue: true, amountCents: 0 }), null, TODAY)).toEqual({ kind: 'clear', nextBillingDate: '2025-08-04' });
  });
});

test('a prepaid month is never charged: it ships and uses one prepaid month; a paused one pays the pause rate and keeps them', () => {
  expect(decideBilling(member({ prepaidMonths: 2 }), TODAY, null)).toEqual({ kind: 'prepaid', billingDate: TODAY, nextBillingDate: '2025-08-04' });
  expect(decideBilling(member({ prepaidMonths: 2, status: 'paused' }), TODAY, null)).toMatchObject({ kind: 'charge', amountCents: 995 });
  expect(decideBilling(member({ prepaidMonths: 2, skippedMonths: ['2025-07'] }), TODAY, null)).toMatchObject({ kind: 'moveOn', reason: 'skippedMonth' });
  expect(decideBilling(member({ prepaidMonths: 0 }), TODAY, null)).toMatchObject({ kind: 'charge', amountCents: 4995 });
});
