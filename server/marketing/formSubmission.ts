import type { RouteDef } from '../routes';
import { badRequest } from '../http/errors';
import { optionalInt, optionalString, requireEmail, requireEnum, requireString } from '../http/input';
import type { Fields } from '../http/types';

export const FORM_IDS = ['contact', 'feedback'] as const;
export type FormId = (typeof FORM_IDS)[number];

export const NAME_MAX = 100;
export const MESSAGE_MIN = 2;
export const MESSAGE_MAX = 5000;

export interface FormSubmission {
  form: FormId;
  name: string;
  email: string;
  message: string;
  rating: number | null;
  orderNumber: string | null;
}

/** Control characters other than tab and newlines never belong in a message. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Reads and validates a submission; every problem is a 400 naming the field. */
export function readSubmission(f: Fields): FormSubmission {
  const form = requireEnum(f, 'form', FORM_IDS);
  const name = requireString(f, 'name', NAME_MAX);
  if (CONTROL.test(name)) throw badRequest('name: must not contain control characters');
  const email = requireEmail(f, 'email');
  const message = requireString(f, 'message', MESSAGE_MAX);
  if (message.length < MESSAGE_MIN) throw badRequest(`message: must be at least ${MESSAGE_MIN} characters`);
  if (CONTROL.test(message)) throw badRequest('message: must not contain control characters');
  const rating = optionalInt(f, 'rating', 1, 5) ?? null;
  if (form === 'feedback' && rating === null) throw badRequest('rating: is required');
  const rawOrder = optionalString(f, 'orderNumber', 40);
  let orderNumber: string | null = null;
  if (rawOrder) {
    const digits = rawOrder.replace(/^#/, '').trim();
    if (!/^\d{1,12}$/.test(digits)) throw badRequest('orderNumber: must be an order number such as 10042');
    orderNumber = digits;
  }
  return { form, name, email, message, rating, orderNumber };
}

/** POST form-submission: stores a contact or feedback message for customer care. */
export const formSubmissionRoute: RouteDef = {
  method: 'POST',
  path: 'form-submission',
  async handler(ctx) {
    const s = readSubmission(ctx.req.body);
    const row = await ctx.db
      .insertInto('form_submissions')
      .values({
        brand_id: ctx.brand.id,
        form: s.form,
        email: s.email,
        payload_json: JSON.stringify({
          name: s.name,
          message: s.message,
          rating: s.rating,
          orderNumber: s.orderNumber,
          customerId: ctx.session.customerId,
        }),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id) };
  },
};
