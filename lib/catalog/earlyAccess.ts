// Members' early access (items.members_until): the date as the item page and the refusals say it.
// No imports: the item page's bundle carries this.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'December 12, 2026' (UTC: the same day on the server and in every browser). */
export function earlyAccessDateLabel(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
