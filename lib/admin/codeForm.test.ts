import { codeTermsFields } from './codeForm';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

test('an amount is sent in cents, a percent as typed, free shipping without a value', () => {
  expect(codeTermsFields(form({ kind: 'amount', value: '7.50', minimum: '60', clubOnly: 'on' }))).toEqual({
    kind: 'amount', valueCents: '750', minSubtotalCents: '6000', description: '', firstOrderOnly: '0', clubOnly: '1', startsAt: '', endsAt: '', perCustomerLimit: '',
  });
  expect(codeTermsFields(form({ kind: 'percent', value: '15', description: ' Spring ' }))).toMatchObject({ kind: 'percent', percentOff: '15', minSubtotalCents: '0', description: 'Spring' });
  const free = codeTermsFields(form({ kind: 'free_shipping', value: '5', startsAt: '2026-12-01', perCustomerLimit: '1' }));
  expect(free).not.toHaveProperty('valueCents');
  expect(free).not.toHaveProperty('percentOff');
  expect(free).toMatchObject({ startsAt: '2026-12-01', perCustomerLimit: '1' });
});

test('a value that is no number goes as typed, for the server to name the field', () => {
  expect(codeTermsFields(form({ kind: 'amount', value: 'five' })).valueCents).toBe('five');
});
