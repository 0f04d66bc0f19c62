/**
 * What the club's monthly piece is, per brand (the club pages' promise: "Every month we ship a new
 * pair of leggings or a matching top, picked to match your style profile"): the item types a piece is
 * picked from, and the style-profile answer that gives the member's size for them, in order of
 * preference. A brand without an entry ships no piece (and has no club to bill).
 */
export interface PieceKind {
  types: readonly string[];
  /** The style-profile field holding the member's size for these types (size_bottom, size_top, …). */
  sizeField: string;
}

export const PIECE_KINDS: Readonly<Record<string, readonly PieceKind[]>> = {
  pf: [
    { types: ['legging'], sizeField: 'size_bottom' },
    { types: ['top', 'crop'], sizeField: 'size_top' },
  ],
  ckb: [{ types: ['cheeky', 'bikini', 'brief', 'thong', 'boyshort'], sizeField: 'size_panty' }],
};

/** The item types a month's free accessory (club_memberships.free_accessory) is picked from, per brand. */
export const ACCESSORY_TYPES: Readonly<Record<string, readonly string[]>> = {
  pf: ['accessory'],
};

/**
 * "This month's picks" (server/club/picks.ts), per brand: the window before each billing date in
 * which a member chooses the month's piece (it opens `opensDaysBefore` days before the date and the
 * last day to choose is `closesDaysBefore` days before it, so the piece can be reserved and packed),
 * and how many picks the page shows. A brand without an entry has no picks: the shop picks.
 */
export interface PicksRule {
  opensDaysBefore: number;
  closesDaysBefore: number;
  shown: number;
}

export const PICKS_RULES: Readonly<Record<string, PicksRule>> = {
  pf: { opensDaysBefore: 10, closesDaysBefore: 2, shown: 6 },
  ckb: { opensDaysBefore: 10, closesDaysBefore: 2, shown: 6 },
};
