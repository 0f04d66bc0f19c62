// The fixed list of reasons for cancelling the club (POST club/cancel `reason`; the /cancel-vip form).

export const CANCEL_REASONS = [
  { value: 'too_expensive', label: 'It costs more than I want to spend' },
  { value: 'not_using', label: 'I don’t shop often enough to use it' },
  { value: 'fit_or_quality', label: 'The fit or quality wasn’t right for me' },
  { value: 'styles', label: 'I didn’t find styles I liked' },
  { value: 'shipping', label: 'Delivery took too long' },
  { value: 'other', label: 'Something else' },
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number]['value'];

export const CANCEL_REASON_VALUES: readonly CancelReason[] = CANCEL_REASONS.map((r) => r.value);

/** Most characters of the optional comment. */
export const CANCEL_COMMENT_MAX = 1000;

export const isCancelReason = (v: string): v is CancelReason => (CANCEL_REASON_VALUES as readonly string[]).includes(v);
