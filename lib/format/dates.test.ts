import { longDateUtc, monthNameUtc, monthYearUtc, shortTimeUtc } from './dates';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

test('every month and edge day reads as en-US Intl writes it in UTC', () => {
  const dates = ['2025-01-01T00:00:00Z', '2025-02-28T23:59:00Z', '2024-02-29T12:00:00Z', '2025-12-31T23:30:00Z'];
  for (let m = 0; m < 12; m++) dates.push(new Date(Date.UTC(2026, m, 15, m * 2, m * 5)).toISOString());
  for (const iso of dates) {
    const d = new Date(iso);
    expect(longDateUtc(d)).toBe(intl({ dateStyle: 'long' }).format(d));
    expect(monthYearUtc(d)).toBe(intl({ month: 'long', year: 'numeric' }).format(d));
    expect(monthNameUtc(d)).toBe(intl({ month: 'long' }).format(d));
    // ICU may put a narrow no-break space before AM/PM; ours is a plain space.
    expect(shortTimeUtc(d)).toBe(intl({ timeStyle: 'short' }).format(d).replace(/\s/g, ' '));
  }
});

test('midnight and noon are 12 AM and 12 PM; the day is the UTC day', () => {
  expect(shortTimeUtc(new Date('2025-03-05T00:05:00Z'))).toBe('12:05 AM');
  expect(shortTimeUtc(new Date('2025-03-05T12:00:00Z'))).toBe('12:00 PM');
  expect(longDateUtc(new Date('2025-03-05T23:59:59-05:00'))).toBe('March 6, 2025');
});
