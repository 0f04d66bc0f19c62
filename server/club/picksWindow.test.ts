import { addDays, picksWindow, reminderDue } from './picksWindow';

const rule = { opensDaysBefore: 10, closesDaysBefore: 2, shown: 6 };

describe('picksWindow', () => {
  it('opens ten days before the billing date and takes choices until three days before it', () => {
    expect(picksWindow(rule, '2026-12-15', '2026-12-04')).toEqual({ billingDate: '2026-12-15', opensOn: '2026-12-05', lastDay: '2026-12-12', state: 'upcoming' });
    expect(picksWindow(rule, '2026-12-15', '2026-12-05').state).toBe('open');
    expect(picksWindow(rule, '2026-12-15', '2026-12-12').state).toBe('open');
    expect(picksWindow(rule, '2026-12-15', '2026-12-13').state).toBe('closed');
  });

  it('counts days across months and years', () => {
    expect(addDays('2027-01-03', -10)).toBe('2026-12-24');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reminds in the last two days of an open window only', () => {
    const w = (today: string) => picksWindow(rule, '2026-12-15', today);
    expect(reminderDue(w('2026-12-10'), '2026-12-10')).toBe(false);
    expect(reminderDue(w('2026-12-11'), '2026-12-11')).toBe(true);
    expect(reminderDue(w('2026-12-12'), '2026-12-12')).toBe(true);
    expect(reminderDue(w('2026-12-13'), '2026-12-13')).toBe(false);
  });
});
