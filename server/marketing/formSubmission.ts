import type { RouteHandlers } from '../routes';
import { queueServiceMail } from '../accounts/outbox';
import { inTransaction } from '../db/tx';
import { admit, formCounts } from '../throttle/limits';
import { formReceivedMail } from './formMail';
import { badRequest } from '../http/errors';
import { optionalInt, optionalString, requireEmail, requireEnum, requireString } from '../http/input';
import type { Fields } from '../http/types';
import { CONTENT_FORM_LIMITS, ORDER_NUMBER_EXAMPLE, hasControlChars, parseOrderNumber } from '../../lib/validation/contentForm';

export const FORM_IDS = ['contact', 'feedback'] as const;
export type FormId = (typeof FORM_IDS)[number];

/** The form in the browser checks the same rules first (lib/validation/contentForm.ts). */
export const NAME_MAX = CONTENT_FORM_LIMITS.nameMax;
export const MESSAGE_MIN = CONTENT_FORM_LIMITS.messageMin;
export const MESSAGE_MAX = CONTENT_FORM_LIMITS.messageMax;

export interface FormSubmission {
  form: FormId;
  name: string;
  email: string;
  message: string;
  rating: number | null;
  orderNumber: string | null;
}

/** Reads and validates a submission; every problem is a 400 naming the field. */
export function readSubmission(f: Fields): FormSubmission {
  const form = requireEnum(f, 'form', FORM_IDS);
  const name = requireString(f, 'name', NAME_MAX);
  if (hasControlChars(name)) throw badRequest('name: must not contain control characters');
  const email = requireEmail(f, 'email');
  const message = requireString(f, 'message', MESSAGE_MAX);
  if (message.length < MESSAGE_MIN) throw badRequest(`message: must be at least ${MESSAGE_MIN} characters`);
  if (hasControlChars(message)) throw badRequest('message: must not contain control characters');
  const rating = optionalInt(f, 'rating', 1, 5) ?? null;
  if (form === 'feedback' && rating === null) throw badRequest('rating: is required');
  const rawOrder = optionalString(f, 'orderNumber', CONTENT_FORM_LIMITS.orderNumberMax);
  let orderNumber: string | null = null;
  if (rawOrder) {
    orderNumber = parseOrderNumber(rawOrder);
    if (orderNumber === null) throw badRequest(`orderNumber: must be an order number such as ${ORDER_NUMBER_EXAMPLE}`);
  }
  return { form, name, email, message, rating, orderNumber };
}

/** POST form-submission: stores a contact or feedback message and mails it to the brand's customer care (SUPPORT_EMAIL_<BRAND>). */
export const formSubmissionRoute = {
  async 'POST form-submission'(ctx) {
    const s = readSubmission(ctx.req.body);
    // Each message mails customer care: a client sends so many an hour (server/throttle/limits.ts).
    await admit(ctx.db, formCounts(ctx));
    const id = await inTransaction(ctx.db, async (trx) => {
      const row = await trx
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
      // Stored and queued together: a message is never kept without its mail, nor mailed without being kept.
      await queueServiceMail(trx, formReceivedMail(ctx.brand, s, Number(row.id)));
      return Number(row.id);
    });
    return { id };
  },
} satisfies RouteHandlers;
