import type { ClubMembership } from './types';

/** An active membership as GET club answers it, for component tests. */
export function testMembership(o: Partial<ClubMembership> = {}): ClubMembership {
  return {
    piecesPerMonth: 1, status: 'active', paused: false, overdue: false, cancelled: false, paypalExpress: false, freeAccessory: false, bonusPiece: false,
    planKey: 'vip-monthly', planName: 'VIP Monthly', pausePlanKey: 'vip-pause', amount: 49.95, pauseMonthlyPrice: 9.95, nextCharge: 49.95,
    discountPercentage: 20, nextBillingDate: '2025-07-04', nextPrepaidShipDate: null, prepaidMonths: 0, skippedMonths: [],
    upcomingSkippedMonths: [], maxSkipsAhead: 3, skipMonth: '2025-07', skipBlocked: null, unskipMonth: null, canSkip: true, canPause: true, canResume: false,
    canCancel: true, startedAt: '2025-01-04T10:00:00.000Z', cancelledAt: null, amountDue: null,
    billingCard: { id: 7, brand: 'visa', last4: '4242' }, ...o,
  };
}

export const pausedMembership = (o: Partial<ClubMembership> = {}) =>
  testMembership({ status: 'paused', paused: true, nextCharge: 9.95, skipMonth: null, skipBlocked: 'paused', canSkip: false, canPause: false, canResume: true, ...o });

export const cancelledMembership = (o: Partial<ClubMembership> = {}) =>
  testMembership({
    status: 'cancelled', cancelled: true, nextBillingDate: null, nextCharge: null, skipMonth: null, skipBlocked: 'cancelled', canSkip: false,
    canPause: false, canCancel: false, cancelledAt: '2025-06-20T10:00:00.000Z', billingCard: null, ...o,
  });
