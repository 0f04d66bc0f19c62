import { validateContentForm } from '../../lib/content/formSchema';
import { HttpError } from '../http/errors';
import { readSubmission } from './formSubmission';

/** The form in the browser and the shop API must agree: what one accepts, the other accepts. */
const contact = { form: 'contact', name: 'Maya Lopez', email: 'maya@example.com', message: 'Where is my order?' };

const serverAccepts = (fields: Record<string, string>) => {
  try {
    readSubmission(fields);
    return true;
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 400) throw err;
    return false;
  }
};
// The form sends trimmed, non-empty values.
const sent = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));

const long = (n: number, ch: string) => ({ value: ch.repeat(n), label: `${n} characters` });
const cases: { field: string; value: string; label?: string }[] = [
  ...['10042', '#10042', ' # 10042 ', '', '<script>alert(1)</script>', 'PF-999', '1234567890123', '#'].map((value) => ({ field: 'orderNumber', value })),
  ...['x', 'ok', 'bell\u0007'].map((value) => ({ field: 'message', value })),
  { field: 'message', ...long(5001, 'a') },
  { field: 'name', ...long(101, 'n') },
  { field: 'name', value: 'Evil\u0000Name', label: 'with a NUL' },
  ...['a@b.c', 'a@b.co'].map((value) => ({ field: 'email', value })),
];

test.each(cases.map((c) => ({ ...c, label: c.label ?? JSON.stringify(c.value) })))('the form and the shop API agree on $field $label', ({ field, value }) => {
  const fields = { ...contact, [field]: value };
  const formAccepts = Object.keys(validateContentForm('contact', fields)).length === 0;
  expect(serverAccepts(sent(fields))).toBe(formAccepts);
});

test('the shop API names the field it rejects and stores the digits of an order number', () => {
  expect(() => readSubmission({ ...contact, orderNumber: '<script>alert(1)</script>' })).toThrow('orderNumber: must be an order number such as 10042');
  expect(readSubmission({ ...contact, orderNumber: '#10042' }).orderNumber).toBe('10042');
});
