import { longDateUtc, shortTimeUtc } from '../../../lib/format/dates';

/** 'March 5, 2025 at 8:10 AM UTC' in US English and UTC, the same on server and client. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${longDateUtc(d)} at ${shortTimeUtc(d)} UTC`;
}

/** 'March 5, 2025' (UTC). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return longDateUtc(d);
}
