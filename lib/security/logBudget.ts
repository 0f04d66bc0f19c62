/**
 * At most `limit` log lines per `windowMs`, so a flood of requests (a broken deploy reported by
 * every visitor, or someone posting in a loop) cannot fill the server's log. What was left out is
 * counted and handed to the first line of the next window.
 */
export class LogBudget {
  private windowStart = Number.NEGATIVE_INFINITY;
  private used = 0;
  private dropped = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more line may be written; `droppedBefore` is how many were left out since the last one. */
  take(): { allowed: boolean; droppedBefore: number } {
    const t = this.now();
    if (t - this.windowStart >= this.windowMs) {
      this.windowStart = t;
      this.used = 0;
    }
    if (this.used >= this.limit) {
      this.dropped++;
      return { allowed: false, droppedBefore: 0 };
    }
    this.used++;
    const droppedBefore = this.dropped;
    this.dropped = 0;
    return { allowed: true, droppedBefore };
  }
}
