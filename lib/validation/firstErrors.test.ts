import * as yup from 'yup';
import { firstErrorPerField } from './firstErrors';

const schema = yup.object({
  name: yup.string().required('Enter a name').min(3, 'Too short'),
  zip: yup.string().when('$us', { is: true, then: (s) => s.required('Enter a ZIP') }),
});

test('the first message per field, by path; valid values give an empty object', () => {
  expect(firstErrorPerField(schema, { name: '' })).toEqual({ name: 'Enter a name' });
  expect(firstErrorPerField(schema, { name: 'Ann' })).toEqual({});
});

test('the context reaches the schema', () => {
  expect(firstErrorPerField(schema, { name: 'Ann' }, { us: true })).toEqual({ zip: 'Enter a ZIP' });
});

test('a value that is not an object is reported under form', () => {
  expect(Object.keys(firstErrorPerField(yup.object({ a: yup.string() }).strict().noUnknown(), 'x'))).toEqual(['form']);
});
