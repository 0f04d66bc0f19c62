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

/** POST collect: the beacon's events stored (new event ids), those already stored, and whether limited data use applied. */
export interface EventsCollected {
  stored: number;
  duplicates: number;
  ldu: boolean;
}
