// The style profile's birthday: a month and a day, no year.

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Days a birthday month can have: no year is asked, so February allows the 29th. */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A whole number from 1 to max written as one or two digits, else null. */
function part(value: string | null | undefined, max: number): number | null {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

export const birthdayMonth = (value: string | null | undefined) => part(value, 12);
export const birthdayDay = (value: string | null | undefined) => part(value, 31);

/** Why the day cannot follow the month ('February has only 29 days'), or null when it can or either is unknown. */
export function impossibleDay(month: number | null, day: number | null): string | null {
  if (month === null || day === null || day <= daysInMonth(month)) return null;
  return `${MONTH_NAMES[month - 1]} has only ${daysInMonth(month)} days`;
}
