import { HttpError } from '../http/errors';
import { cleanComment, readCancel, readSettle, readSkipMonth } from './input';

const errorsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return [String(err.status), ...err.messages];
    throw err;
  }
  return [];
};

test('month must be YYYY-MM', () => {
  expect(readSkipMonth({ month: ' 2025-07 ' })).toBe('2025-07');
  for (const month of ['', '2025-7', '2025-13', '07-2025', '2025-07-01']) {
    expect(errorsOf(() => readSkipMonth({ month }))).toEqual(['400', 'month: Give the month to skip as YYYY-MM.']);
  }
  expect(errorsOf(() => readSkipMonth({}))).toEqual(['400', 'month: Give the month to skip as YYYY-MM.']);
});

test('reason from the fixed list is required; comment optional, at most 1000 characters', () => {
  expect(readCancel({ reason: 'too_expensive' })).toEqual({ reason: 'too_expensive', comment: null });
  expect(readCancel({ reason: 'other', comment: '  Too many emails.\r\nThanks  ' })).toEqual({ reason: 'other', comment: 'Too many emails.\nThanks' });
  expect(readCancel({ reason: 'other', comment: 'x'.repeat(1000) }).comment).toHaveLength(1000);
  expect(errorsOf(() => readCancel({ reason: '', comment: 'x'.repeat(1001) }))).toEqual([
    '400', 'reason: Please choose a reason.', 'comment: Please use at most 1000 characters.',
  ]);
  expect(errorsOf(() => readCancel({ reason: 'TOO_EXPENSIVE' }))).toEqual(['400', 'reason: Please choose a reason.']);
  // Not text (a JSON body can send anything): as if missing.
  expect(errorsOf(() => readCancel({ reason: ['other'] } as unknown as Record<string, string>))).toEqual(['400', 'reason: Please choose a reason.']);
});

test('the comment loses control characters and broken surrogates, keeps line breaks and emoji', () => {
  expect(cleanComment('a\u0000b\u0007c\td\n🙂\ud800e\udc00')).toBe('abc\td\n🙂e');
  expect(cleanComment(' \n ')).toBeNull();
});

test('settle: savedCardId is optional (absent, empty or null: the default card), else a positive id', () => {
  expect(readSettle({})).toEqual({ savedCardId: null, paymentId: null });
  expect(readSettle({ savedCardId: ' ' })).toEqual({ savedCardId: null, paymentId: null });
  expect(readSettle({ savedCardId: null } as unknown as Record<string, string>)).toEqual({ savedCardId: null, paymentId: null });
  expect(readSettle({ savedCardId: ' 12 ' })).toEqual({ savedCardId: 12, paymentId: null });
  for (const savedCardId of ['0', '-3', 'abc', '1e3', { id: 1 }, ['1', '2']]) {
    expect(errorsOf(() => readSettle({ savedCardId } as unknown as Record<string, string>))).toEqual(['400', 'savedCardId: invalid ID']);
  }
});

test('settle: paymentId is optional, a payment id of word characters when given', () => {
  expect(readSettle({ paymentId: ' pi_3Abc ' })).toEqual({ savedCardId: null, paymentId: 'pi_3Abc' });
  expect(errorsOf(() => readSettle({ paymentId: 'pi_<script>' }))).toEqual(['400', 'paymentId: is not a payment id']);
  expect(errorsOf(() => readSettle({ paymentId: 'x'.repeat(300) }))[0]).toBe('400');
});
