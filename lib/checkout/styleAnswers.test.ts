import { answer, answersToSend, initialAnswers } from './styleAnswers';

test('choosing a month clears a day it does not have, with a note; a possible day stays', () => {
  const jan31 = answer(answer(initialAnswers([]), 'birthday_month', '1'), 'birthday_day', '31');
  expect(jan31).toEqual({ answers: { birthday_month: '1', birthday_day: '31' }, note: null });
  expect(answer(jan31, 'birthday_month', '2')).toEqual({
    answers: { birthday_month: '2', birthday_day: '' },
    note: 'February has only 29 days: please choose the day again.',
  });
  expect(answer(jan31, 'birthday_month', '3').answers.birthday_day).toBe('31');
  const feb29 = answer(answer(initialAnswers([]), 'birthday_month', '1'), 'birthday_day', '29');
  expect(answer(feb29, 'birthday_month', '2').answers.birthday_day).toBe('29');
});

test('choosing a day again removes the note; other answers keep it', () => {
  const cleared = answer(answer(answer(initialAnswers([]), 'birthday_month', '5'), 'birthday_day', '31'), 'birthday_month', '6');
  expect(cleared.note).not.toBeNull();
  expect(answer(cleared, 'fit', 'Snug').note).toBe(cleared.note);
  expect(answer(cleared, 'birthday_day', '30').note).toBeNull();
});

test('a saved impossible day is cleared on arrival', () => {
  expect(initialAnswers([{ field: 'birthday_month', chosen: '2' }, { field: 'birthday_day', chosen: '31' }, { field: 'fit', chosen: 'Snug' }])).toEqual({
    answers: { birthday_month: '2', birthday_day: '', fit: 'Snug' },
    note: 'February has only 29 days: please choose the day again.',
  });
});

test('what is sent: the given answers, and an empty value for a saved answer that was cleared', () => {
  const initial = [{ field: 'birthday_month', chosen: '1' }, { field: 'birthday_day', chosen: '31' }];
  expect(answersToSend({ birthday_month: '2', birthday_day: '', fit: 'Snug', style: '' }, initial)).toEqual({ birthday_month: '2', birthday_day: '', fit: 'Snug' });
  expect(answersToSend({ fit: 'Snug' }, [])).toEqual({ fit: 'Snug' });
});
