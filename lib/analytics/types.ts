/** GET utm-data: whether the landing was new for the session, and whether it is a newsletter click. */
export interface LandingRecorded {
  recorded: boolean;
  newsletter: boolean;
}

/** GET pixel-event: stored once per event id; forward says it is queued for the Conversions API. */
export interface PixelEventStored {
  stored: boolean;
  ldu: boolean;
  forward: boolean;
}
