import { centsField } from './moneyField';

/** The terms a code form posts (POST codes and POST codes/:id), from its fields; money typed in dollars, sent in cents. */
export function codeTermsFields(form: FormData): Record<string, string> {
  const text = (n: string) => String(form.get(n) ?? '').trim();
  const kind = text('kind');
  return {
    kind,
    ...(kind === 'percent' ? { percentOff: text('value') } : kind === 'amount' ? { valueCents: centsField(text('value')) } : {}),
    minSubtotalCents: centsField(text('minimum')) || '0', description: text('description'),
    firstOrderOnly: form.get('firstOrderOnly') ? '1' : '0', clubOnly: form.get('clubOnly') ? '1' : '0',
    startsAt: text('startsAt'), endsAt: text('endsAt'), perCustomerLimit: text('perCustomerLimit'),
  };
}
