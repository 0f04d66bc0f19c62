import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useShopApi } from '../../lib/api/useShopApi';
import { checkoutApi } from '../../lib/checkout/api';
import { errorMessage } from '../../lib/cart/errors';
import { answer, answersToSend, initialAnswers, type StyleEntry } from '../../lib/checkout/styleAnswers';
import { sizeLabel } from '../../lib/format/sizes';
import { BirthdayFields } from './BirthdayFields';
import styles from './Funnel.module.css';

export type { StyleEntry };

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
  /** The person the brand speaks as (personaFullName), who introduces the quiz; '' or absent: the brand's "we". */
  persona?: string;
}

/** The quiz's opening line: in the persona's voice where the brand has one. */
export const quizLead = (persona = '') =>
  persona.trim()
    ? `Hi, I’m ${persona.trim()}. Answer a few quick questions and I’ll pick styles you’ll love.`
    : 'A few quick questions so we can pick styles you’ll love.';

export const NO_ANSWERS = 'Please answer at least one question.';

/**
 * A short style profile quiz (POST style-profile). In checkout it then goes on to the first order
 * bump or checkout (nextPath); on its own page it hands the saved profile to onSaved.
 */
export function StyleProfileQuiz({ initial, sizes, nextPath, onSaved, eyebrow = 'Welcome to the club', persona = '' }: Props) {
  const router = useRouter();
  const api = useShopApi();
  const [state, setState] = useState(() => initialAnswers(initial));
  const { answers } = state;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (field: string, value: string) => setState((s) => answer(s, field, value));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const fields = answersToSend(answers, initial);
      if (nextPath !== undefined) {
        if (Object.keys(fields).length) await checkoutApi.saveStyleProfile(api, fields);
        await router.push(nextPath);
        return;
      }
      if (!Object.keys(fields).length) {
        setError(NO_ANSWERS);
        setBusy(false);
        return;
      }
      const saved = await checkoutApi.saveStyleProfile(api, fields);
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
      <p className={styles.lead}>{quizLead(persona)}</p>
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
      <BirthdayFields
        month={answers.birthday_month ?? ''}
        day={answers.birthday_day ?? ''}
        note={state.note}
        onMonth={(m) => set('birthday_month', m)}
        onDay={(d) => set('birthday_day', d)}
      />
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
