import { answered, observeAnswers } from './observe';

afterEach(() => observeAnswers(null));

const call = { method: 'POST' as const, path: 'cart/add', fields: {}, data: null };

test('the one observer gets each answer; a later one replaces it; none: nothing happens', () => {
  answered(call);
  const first = jest.fn();
  const second = jest.fn();
  observeAnswers(first);
  answered(call);
  observeAnswers(second);
  answered(call);
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledWith(call);
});

test('what the observer throws never reaches the caller (analytics never breaks a shopper’s action)', () => {
  observeAnswers(() => {
    throw new Error('boom');
  });
  expect(() => answered(call)).not.toThrow();
});
