import { checkedDay, dayFrom, noonOf, seedToday } from './time';

describe('seedToday', () => {
  const saved = process.env.SEED_TODAY;
  afterEach(() => {
    if (saved === undefined) delete process.env.SEED_TODAY;
    else process.env.SEED_TODAY = saved;
  });

  test('the current UTC day, unless SEED_TODAY fixes it', () => {
    delete process.env.SEED_TODAY;
    expect(seedToday(new Date('2026-11-26T23:30:00-05:00'))).toBe('2026-11-27');
    process.env.SEED_TODAY = '2031-02-20';
    expect(seedToday(new Date('2026-11-26T10:00:00Z'))).toBe('2031-02-20');
    process.env.SEED_TODAY = '2031-02-30';
    expect(() => seedToday()).toThrow('SEED_TODAY: "2031-02-30" is not a YYYY-MM-DD day');
  });
});

test('days from a seeding day', () => {
  expect(dayFrom('2026-11-26', 14)).toBe('2026-12-10');
  expect(dayFrom('2026-03-01', -1)).toBe('2026-02-28');
  expect(noonOf('2026-11-26', -180)).toBe('2026-05-30T12:00:00.000Z');
  expect(checkedDay('2028-02-29')).toBe('2028-02-29');
  expect(() => checkedDay('26 Nov 2026')).toThrow();
});
