import { birthdayDay, birthdayMonth, daysInMonth, MONTH_NAMES } from '../../lib/checkout/birthday';
import styles from './Funnel.module.css';

interface Props {
  month: string;
  day: string;
  /** Shown under the day, e.g. why a day chosen before was cleared. */
  note: string | null;
  onMonth(month: string): void;
  onDay(day: string): void;
}

/** Birthday month and day selects; the day's choices are the days of the chosen month (February: 29). */
export function BirthdayFields({ month, day, note, onMonth, onDay }: Props) {
  const m = birthdayMonth(month);
  const d = birthdayDay(day);
  const days = m === null ? 31 : daysInMonth(m);
  return (
    <fieldset className={styles.choices}>
      <legend>Your birthday (for a birthday treat)</legend>
      <div className={styles.row}>
        <div className={styles.label}>
          <label htmlFor="birthday_month">Month</label>
          <select id="birthday_month" className={styles.select} name="birthday_month" value={m === null ? '' : String(m)} onChange={(e) => onMonth(e.target.value)}>
            <option value="">Month</option>
            {MONTH_NAMES.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.label}>
          <label htmlFor="birthday_day">Day</label>
          <select
            id="birthday_day"
            className={styles.select}
            name="birthday_day"
            value={d === null ? '' : String(d)}
            onChange={(e) => onDay(e.target.value)}
            aria-describedby={note ? 'birthday_note' : undefined}
          >
            <option value="">Day</option>
            {Array.from({ length: days }, (_, i) => String(i + 1)).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {note && (
        <p id="birthday_note" className={styles.error} role="status" data-testid="birthday-note">
          {note}
        </p>
      )}
    </fieldset>
  );
}
