// What the shop API's club calls answer (server/club/routes.ts builds them; docs/api.md).

/** `status` of a membership; `paused` is kept in step with it. */
export type ClubStatus = 'active' | 'paused' | 'cancelled';

/**
 * Why a month cannot be skipped now. `billingDatePassed`: the next billing date is already behind
 * (its month is due to be billed), so there is no month still to come to skip until it is billed.
 */
export type SkipBlock = 'cancelled' | 'paused' | 'overdue' | 'noBillingDate' | 'billingDatePassed' | 'limit';

/** The saved card the club charges, as the page names it ('Visa ending in 4242'); never its token. */
export interface ClubBillingCard {
  /** The saved card's id (GET payment-methods). */
  id: number;
  brand: string;
  last4: string;
}

/** A customer's club membership of this brand (spec section 3, "Club membership"), with what they may do now. */
export interface ClubMembership {
  /** Pieces the member takes each month (clubMultiQty; 1 elsewhere), each billed at `amount`. */
  piecesPerMonth: number;
  status: ClubStatus;
  paused: boolean;
  /** A monthly charge failed; the balance must be settled before cancelling or skipping. */
  overdue: boolean;
  cancelled: boolean;
  paypalExpress: boolean;
  freeAccessory: boolean;
  bonusPiece: boolean;
  /** Plan identifiers of the main and the pause plan. */
  planKey: string;
  planName: string;
  pausePlanKey: string | null;
  /** The member's monthly price on the main plan. */
  amount: number;
  /** The monthly price while paused; null when the plan cannot be paused. */
  pauseMonthlyPrice: number | null;
  /** What the next billing date charges: `amount`, or `pauseMonthlyPrice` while paused; null once cancelled. */
  nextCharge: number | null;
  discountPercentage: number;
  /** YYYY-MM-DD; null once cancelled. */
  nextBillingDate: string | null;
  nextPrepaidShipDate: string | null;
  prepaidMonths: number;
  /** Every month skipped (YYYY-MM), oldest first. */
  skippedMonths: string[];
  /** The skipped months still to come, right before the next billing month. */
  upcomingSkippedMonths: string[];
  /** Most months that may be skipped in a row ahead. */
  maxSkipsAhead: number;
  /** The month a skip would skip now (the next billing month), or null when skipping is not possible. */
  skipMonth: string | null;
  skipBlocked: SkipBlock | null;
  /** The skipped month whose skip can be undone now (POST club/unskip): the latest skipped month ahead, before its billing date; else null. */
  unskipMonth: string | null;
  canSkip: boolean;
  canPause: boolean;
  canResume: boolean;
  /** False while overdue: POST club/cancel then answers `cantCancel`. */
  canCancel: boolean;
  startedAt: string;
  cancelledAt: string | null;
  /** While overdue: the unpaid balance (the declined monthly charge), which POST club/settle pays; else null. */
  amountDue: number | null;
  /** The card the monthly charge (and POST club/settle without a card) uses: the default saved card, when it has not expired; else null. Null once cancelled. */
  billingCard: ClubBillingCard | null;
}

/** GET club: the latest membership of this customer in this brand, or null for one who never joined. */
export interface ClubState {
  membership: ClubMembership | null;
}

/** POST club/pause and club/resume. */
export interface ClubChange extends ClubState {
  /** False when the membership already was as asked (a second click, another tab). */
  changed: boolean;
}

/** POST club/skip. */
export interface ClubSkipped extends ClubChange {
  /** The month now skipped (YYYY-MM). */
  month: string;
}

/** POST club/unskip. */
export interface ClubUnskipped extends ClubChange {
  /** The month billed again (YYYY-MM). */
  month: string;
}

/** POST club/cancel (spec: "cancel result (cantCancel, trackingNumber)"). */
export interface ClubCancelResult extends ClubChange {
  cancelled: boolean;
  cantCancel: boolean;
  /** Why it could not cancel. */
  reason: 'overdue' | null;
  /** What the shopper should know when it could not cancel. */
  message: string | null;
  /** The latest order's tracking number when it is shipped and not yet delivered. */
  trackingNumber: string | null;
}

/** POST club/settle: the overdue balance paid, or `changed: false` when nothing was due. */
export interface ClubSettled extends ClubChange {
  /** The amount charged; null when nothing was due. */
  charged: number | null;
  /** The card charged; null when nothing was due. */
  card: ClubBillingCard | null;
  /** Set when the member's bank asks them to confirm the payment (Stripe): Stripe.js runs it, then club/settle again with paymentId. */
  requiresAction?: { clientSecret: string; paymentId: string; publishableKey: string };
}

/** One piece a member may choose this month (GET club/picks). */
export interface ClubPick {
  itemId: number;
  name: string;
  color: string;
  size: string;
  image: string;
}

/**
 * GET club/picks and POST club/pick: this month's picks for the member's next billing date. `window`
 * is null and `unavailable` says why when there is nothing to choose (a paused, cancelled or overdue
 * membership, a skipped month, or no size or stock to pick from).
 */
export interface ClubPicks {
  window: { billingDate: string; opensOn: string; lastDay: string; state: 'upcoming' | 'open' | 'closed' } | null;
  unavailable: 'noMembership' | 'paused' | 'cancelled' | 'overdue' | 'skipped' | 'noBillingDate' | null;
  /** The pieces to choose from; the first is the one the shop sends when the member does not choose. */
  picks: ClubPick[];
  chosen: { itemId: number; size: string } | null;
  /** Pieces the membership ships each month (clubMultiQty) and the monthly price of each; 1 and null without a membership. */
  piecesPerMonth: number;
  pricePerPiece: number | null;
  /** The brand offers several pieces a month (clubMultiQty): the page lets the member choose how many. */
  multiQty: boolean;
  /** POST club/pick: whether the choice changed (false: it was already the choice). */
  changed?: boolean;
}

/** GET club/prepay: the prepaid plans the member can buy now (none, and why, when they cannot). */
export interface ClubPrepayOptions {
  plans: { months: number; percentOff: number; price: number; perMonth: number; shipsOn: string[] }[];
  unavailable: 'noMembership' | 'paused' | 'cancelled' | 'overdue' | 'prepaid' | 'noBillingDate' | 'noPlans' | null;
  /** Months already paid ahead (a plan bought before). */
  monthsLeft: number;
  /** The card a plan is charged to (the club's billing card); null when there is none. */
  card: ClubBillingCard | null;
}

/** POST club/prepay. */
export interface ClubPrepaid extends ClubChange {
  charged: number | null;
  months: number;
  requiresAction?: { clientSecret: string; paymentId: string; publishableKey: string };
}

/** POST club/pieces: how many pieces a month (clubMultiQty brands). */
export interface ClubPiecesChanged extends ClubChange {
  piecesPerMonth: number;
}
