/** POST test-group: the session's group in one split test. */
export interface SplitTestGroup {
  test: { key: string; value: string };
}

/** POST test-exposure: the exposure recorded (or already recorded) for the session's group. */
export interface SplitTestExposure {
  exposure: { key: string; value: string; recorded: boolean };
}
