import { CLUB_MESSAGES } from '../../lib/club/messages';
import type { ClubCancelResult, ClubChange, ClubPicks, ClubPiecesChanged, ClubPrepaid, ClubPrepayOptions, ClubSettled, ClubSkipped, ClubState, ClubUnskipped } from '../../lib/club/types';
import { requireCustomer } from '../accounts/requireCustomer';
import { notFound } from '../http/errors';
import type { ShopContext } from '../http/types';
import type { RouteHandlers } from '../routes';
import { getStoreSettings } from '../settings/store';
import { cancelMembership, pauseMembership, resumeMembership, skipMonth, unskipMonth } from './actions';
import { readCancel, readPick, readPrepay, readSettle, readSkipMonth } from './input';
import { readPieces, setPiecesPerMonth } from './pieces';
import { buyPrepaidPlan, prepayOptions, refundUnusedPrepaid } from './prepay';
import { loadClubRow } from './membership';
import { choosePick, loadPicks } from './picks';
import { loadClubMembership } from './membership';
import { settleBalance } from './settle';
import { shopClub } from '../settings/shopFacts';
import { declineCounts, failedWith, limited } from '../throttle/limits';
import { fromCents } from '../../lib/format/money';

/** The logged-in customer's id on a brand that sells the club (401 for a visitor, 404 where there is no club). */
async function clubCustomer(ctx: ShopContext): Promise<number> {
  const customer = await requireCustomer(ctx);
  if (!(await shopClub(ctx.db, ctx.brand.id)).offered) throw notFound(CLUB_MESSAGES.noClub);
  return customer.id;
}

async function state(ctx: ShopContext, customerId: number): Promise<ClubState> {
  return { membership: await loadClubMembership(ctx.db, ctx.brand.id, customerId) };
}

/**
 * The VIP club's member flows (/members_skip_flow, /members_pause_flow, /members_cancel_flow and
 * their confirmations): the membership and skip / pause / resume / cancel, and paying an overdue
 * balance (the members page, /cancel_error). Every action answers
 * the membership as it now is; repeating one (a double click, another tab) changes nothing more.
 * The transition rules are in rules.ts.
 */
export const clubRoutes = {
  'GET club': async (ctx): Promise<ClubState> => state(ctx, await clubCustomer(ctx)),
  'POST club/skip': async (ctx): Promise<ClubSkipped> => {
    const customerId = await clubCustomer(ctx);
    const { changed, month } = await skipMonth(ctx.db, ctx.brand.id, customerId, readSkipMonth(ctx.req.body));
    return { month, changed, ...(await state(ctx, customerId)) };
  },
  'POST club/unskip': async (ctx): Promise<ClubUnskipped> => {
    const customerId = await clubCustomer(ctx);
    const { changed, month } = await unskipMonth(ctx.db, ctx.brand.id, customerId, readSkipMonth(ctx.req.body));
    return { month, changed, ...(await state(ctx, customerId)) };
  },
  'POST club/pause': async (ctx): Promise<ClubChange> => {
    const customerId = await clubCustomer(ctx);
    const changed = await pauseMembership(ctx.db, ctx.brand.id, customerId);
    return { changed, ...(await state(ctx, customerId)) };
  },
  'POST club/resume': async (ctx): Promise<ClubChange> => {
    const customerId = await clubCustomer(ctx);
    const changed = await resumeMembership(ctx.db, ctx.brand.id, customerId);
    return { changed, ...(await state(ctx, customerId)) };
  },
  'POST club/cancel': async (ctx): Promise<ClubCancelResult> => {
    const customerId = await clubCustomer(ctx);
    const before = await loadClubRow(ctx.db, ctx.brand.id, customerId);
    const outcome = await cancelMembership(ctx.db, ctx.brand.id, customerId, readCancel(ctx.req.body));
    // Prepaid months that will not ship are given back (server/club/prepay.ts).
    if (outcome.kind === 'cancelled' && outcome.changed && before) await refundUnusedPrepaid(ctx.db, before.id, Number(before.prepaid_months));
    const now = await state(ctx, customerId);
    return outcome.kind === 'overdue'
      ? { cancelled: false, cantCancel: true, reason: 'overdue', message: outcome.message, trackingNumber: null, changed: false, ...now }
      : { cancelled: true, cantCancel: false, reason: null, message: null, trackingNumber: outcome.trackingNumber, changed: outcome.changed, ...now };
  },
  'GET club/picks': async (ctx): Promise<ClubPicks> => loadPicks(ctx.db, ctx.brand.id, await clubCustomer(ctx)),
  'POST club/pick': async (ctx): Promise<ClubPicks> => {
    const customerId = await clubCustomer(ctx);
    return choosePick(ctx.db, ctx.brand.id, customerId, readPick(ctx.req.body));
  },
  'POST club/pieces': async (ctx): Promise<ClubPiecesChanged> => {
    const customerId = await clubCustomer(ctx);
    const pieces = readPieces(ctx.req.body.pieces);
    const changed = await setPiecesPerMonth(ctx.db, ctx.brand.id, customerId, pieces);
    const now = await state(ctx, customerId);
    return { changed, piecesPerMonth: now.membership?.piecesPerMonth ?? pieces, ...now };
  },
  'GET club/prepay': async (ctx): Promise<ClubPrepayOptions> => prepayOptions(ctx.db, ctx.brand.id, await clubCustomer(ctx)),
  'POST club/prepay': async (ctx): Promise<ClubPrepaid> => {
    const customerId = await clubCustomer(ctx);
    const { months, paymentId } = readPrepay(ctx.req.body);
    const outcome = await limited(ctx.db, declineCounts(ctx), failedWith(402), () => buyPrepaidPlan(ctx.db, ctx.brand.id, customerId, months, paymentId));
    const now = await state(ctx, customerId);
    if ('action' in outcome) {
      const stripeJs = (await getStoreSettings(ctx.db, ctx.brand.id)).stripeJs;
      return { changed: false, charged: null, months, requiresAction: { ...outcome.action, publishableKey: String(stripeJs ?? '') }, ...now };
    }
    return { changed: outcome.changed, charged: outcome.changed ? fromCents(outcome.cents) : null, months, ...now };
  },
  'POST club/settle': async (ctx): Promise<ClubSettled> => {
    const customerId = await clubCustomer(ctx);
    const { savedCardId, paymentId } = readSettle(ctx.req.body);
    // Declines count with checkout's (card testing, server/throttle/limits.ts).
    const outcome = await limited(ctx.db, declineCounts(ctx), failedWith(402), () => settleBalance(ctx.db, ctx.brand.id, customerId, savedCardId, new Date(), paymentId));
    const now = await state(ctx, customerId);
    if (outcome.action) {
      // The bank asks the member to confirm: Stripe.js (the brand's publishable key) runs it, then club/settle with paymentId.
      const stripeJs = (await getStoreSettings(ctx.db, ctx.brand.id)).stripeJs;
      return { changed: false, charged: null, card: null, requiresAction: { ...outcome.action, publishableKey: String(stripeJs ?? '') }, ...now };
    }
    return outcome.changed ? { changed: true, charged: fromCents(outcome.cents), card: outcome.card, ...now } : { changed: false, charged: null, card: null, ...now };
  },
} satisfies RouteHandlers;
