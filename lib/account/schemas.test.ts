import { ACCOUNT_MESSAGES as M, PASSWORD_MAX, loginSchema, registerSchema, resetPasswordSchema } from './schemas';

/** The first error of each field, as Formik shows them. */
const errorsOf = (schema: { validateSync(v: unknown, o: object): unknown }, values: object): string[] => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (err) {
    const first = new Map<string, string>();
    for (const e of (err as { inner: { path: string; message: string }[] }).inner) if (!first.has(e.path)) first.set(e.path, e.message);
    return [...first.values()];
  }
};

test('login needs an email address and any password', () => {
  expect(errorsOf(loginSchema, { email: ' demo@pf.example ', password: 'x' })).toEqual([]);
  expect(errorsOf(loginSchema, { email: 'demo@pf', password: '' })).toEqual([M.email, M.passwordRequired]);
});

test('a new password has 8 to 200 characters, spaces counted as typed', () => {
  expect(errorsOf(resetPasswordSchema, { password: '1234567' })).toEqual([M.passwordLength]);
  expect(errorsOf(resetPasswordSchema, { password: '       8' })).toEqual([]);
  expect(errorsOf(resetPasswordSchema, { password: 'x'.repeat(PASSWORD_MAX) })).toEqual([]);
  expect(errorsOf(resetPasswordSchema, { password: 'x'.repeat(PASSWORD_MAX + 1) })).toEqual([M.passwordLength]);
});

test('registration needs a name, an email address and a new password', () => {
  expect(errorsOf(registerSchema, { name: '  ', email: '', password: '' })).toEqual([M.nameRequired, M.emailRequired, M.newPasswordRequired]);
  expect(errorsOf(registerSchema, { name: 'Ann', email: 'ann@example.com', password: 'long enough' })).toEqual([]);
});
