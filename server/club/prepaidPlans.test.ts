import { prepaidDates, prepaidPriceCents, unusedPrepaidCents } from './prepaidPlans';

describe('prepaid plans', () => {
  it('price the months at the monthly price less the plan’s percent', () => {
    expect(prepaidPriceCents(4995, { months: 3, percentOff: 10 })).toBe(13487);
    expect(prepaidPriceCents(4995, { months: 6, percentOff: 15 })).toBe(25475);
  });
  it('cover the next billing dates, month by month', () => {
    // As the billing run moves the date: one month from the date before.
    expect(prepaidDates('2026-01-31', 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-28']);
  });
  it('give back the unused months’ share', () => {
    expect(unusedPrepaidCents(13487, 3, 2)).toBe(8991);
    expect(unusedPrepaidCents(13487, 3, 0)).toBe(0);
  });
});
