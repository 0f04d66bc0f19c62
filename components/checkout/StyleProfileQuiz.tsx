import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { browserApi } from '../../lib/api/browser';
import { useBrand } from '../../lib/brand/context';
import { errorMessage } from '../../lib/cart/errors';
import { sizeLabel } from '../../lib/format/sizes';
import styles from './Funnel.module.css';

export interface StyleEntry {
  field: string;
  chosen: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Question {
  field: string;
  label: string;
  /** value: what is saved; label: what the shopper reads (sizes: 'XXL' shows '2XL'). */
  options: { value: string; label: string }[];
}

const plain = (values: string[]) => values.map((v) => ({ value: v, label: v }));

function questions(sizes: string[]): Question[] {
  return [
    { field: 'style', label: 'Which look do you reach for most?', options: plain(['Everyday casual', 'Workout ready', 'Lounge & sleep', 'Going out']) },
    { field: 'fit', label: 'How do you like things to fit?', options: plain(['Snug', 'True to size', 'Relaxed']) },
    { field: 'size', label: 'Your usual size', options: (sizes.length ? sizes : ['XS', 'S', 'M', 'L', 'XL', '2XL']).map((s) => ({ value: s, label: sizeLabel(s) })) },
  ];
}

interface Props {
  initial: StyleEntry[];
  sizes: string[];
  /** Checkout: where saving or skipping leads (the first order bump or checkout). */
  nextPath?: string;
  /** Without nextPath (the /styleprofile page): called with the saved profile instead of moving on. */
  onSaved?(profile: StyleEntry[]): void;
  eyebrow?: string;
}

export const NO_ANSWERS = 'Please answer at least one question.';

/**
 * A short style profile quiz (POST style-profile). In checkout it then goes on to the first order
 * bump or checkout (nextPath); on its own page it hands the saved profile to onSaved.
 */
export function StyleProfileQuiz({ initial, sizes, nextPath, onSaved, eyebrow = 'Welcome to the club' }: Props) {
  const router = useRouter();
  const { brand } = useBrand();
  const [answers, setAnswers] = useState<Record<string, string>>(() => Object.fromEntries(initial.map((e) => [e.field, e.chosen])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (field: string, value: string) => setAnswers((a) => ({ ...a, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const fields = Object.fromEntries(Object.entries(answers).filter(([, v]) => v));
      if (nextPath !== undefined) {
        if (Object.keys(fields).length) await browserApi(brand).post('style-profile', fields);
        await router.push(nextPath);
        return;
      }
      if (!Object.keys(fields).length) {
        setError(NO_ANSWERS);
        setBusy(false);
        return;
      }
      const saved = await browserApi(brand).post<{ style_profile: StyleEntry[] } | null>('style-profile', fields);
      setBusy(false);
      onSaved?.(saved?.style_profile ?? []);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={`${styles.panel} ${styles.quiz}`} onSubmit={submit} aria-labelledby="quiz-title" data-testid="style-profile">
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="quiz-title" className={styles.title}>
        Tell us your style
      </h1>
      <p className={styles.lead}>A few quick questions so we can pick styles you’ll love.</p>
      {questions(sizes).map((q) => (
        <fieldset key={q.field} className={styles.choices}>
          <legend>{q.label}</legend>
          <div className={styles.chips}>
            {q.options.map((o) => (
              <label key={o.value} className={styles.chip}>
                <input type="radio" name={q.field} value={o.value} checked={answers[q.field] === o.value} onChange={() => set(q.field, o.value)} />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className={styles.choices}>
        <legend>Your birthday (for a birthday treat)</legend>
        <div className={styles.row}>
          <div className={styles.label}>
            <label htmlFor="birthday_month">Month</label>
            <select id="birthday_month" className={styles.select} name="birthday_month" value={answers.birthday_month ?? ''} onChange={(e) => set('birthday_month', e.target.value)}>
              <option value="">Month</option>
              {MONTHS.map((m, i) => (
                <option key={m} value={String(i + 1)}>
                  {m}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.label}>
            <label htmlFor="birthday_day">Day</label>
            <select id="birthday_day" className={styles.select} name="birthday_day" value={answers.birthday_day ?? ''} onChange={(e) => set('birthday_day', e.target.value)}>
              <option value="">Day</option>
              {Array.from({ length: 31 }, (_, i) => String(i + 1)).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy} data-testid="style-profile-continue">
          {busy ? 'Saving…' : nextPath !== undefined ? 'Continue' : 'Save my style profile'}
        </button>
        {nextPath !== undefined ? (
          <button type="button" className={styles.decline} onClick={() => router.push(nextPath)} disabled={busy}>
            Skip for now
          </button>
        ) : null}
      </div>
    </form>
  );
}
