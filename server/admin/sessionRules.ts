/** A back-office session lasts at most 12 hours from sign-in, and ends after 30 minutes without a request. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is written at most once a minute (every request would otherwise write). */
export const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionTimes {
  createdAt: string;
  lastSeenAt: string;
}

export function sessionExpired(s: SessionTimes, now: Date): boolean {
  const t = now.getTime();
  return t - Date.parse(s.createdAt) >= SESSION_MAX_MS || t - Date.parse(s.lastSeenAt) >= SESSION_IDLE_MS;
}

export function needsTouch(s: SessionTimes, now: Date): boolean {
  return now.getTime() - Date.parse(s.lastSeenAt) >= TOUCH_EVERY_MS;
}
