import { birthdayDay, birthdayMonth, impossibleDay } from './birthday';

/** One saved style profile answer (GET style-profile). */
export interface StyleEntry {
  field: string;
  chosen: string;
}

export type Answers = Record<string, string>;

export interface AnswersState {
  answers: Answers;
  /** Why the birthday day was cleared, to show by the day select. */
  note: string | null;
}

/** Clears a day the month does not have ('February has only 29 days: please choose the day again.'). */
function fitDay(answers: Answers): AnswersState {
  const problem = impossibleDay(birthdayMonth(answers.birthday_month), birthdayDay(answers.birthday_day));
  if (!problem) return { answers, note: null };
  return { answers: { ...answers, birthday_day: '' }, note: `${problem}: please choose the day again.` };
}

/** The quiz's starting answers; a saved impossible day (from before days were checked) is cleared. */
export function initialAnswers(initial: StyleEntry[]): AnswersState {
  return fitDay(Object.fromEntries(initial.map((e) => [e.field, e.chosen])));
}

/** Sets one answer; a new month clears a day it does not have. */
export function answer(state: AnswersState, field: string, value: string): AnswersState {
  const answers = { ...state.answers, [field]: value };
  if (field === 'birthday_month') return fitDay(answers);
  return { answers, note: field === 'birthday_day' ? null : state.note };
}

/** The answers to POST: every given one, and '' for a saved answer now cleared (so the server forgets it). */
export function answersToSend(answers: Answers, initial: StyleEntry[]): Answers {
  const cleared = initial.filter((e) => e.chosen && !answers[e.field]).map((e) => [e.field, '']);
  return { ...Object.fromEntries(cleared), ...Object.fromEntries(Object.entries(answers).filter(([, v]) => v)) };
}
