import type { Fields } from '../../http/types';
import { optionalBoolean, optionalInt, optionalString, requireEnum, requireInt, requireString } from '../../http/input';
import { badRequest } from '../../http/errors';

export const CODE_KINDS = ['percent', 'amount', 'free_shipping'] as const;
const CODE_NAME = /^[A-Za-z0-9]{3,30}$/;

/** A code's name: letters and digits, 3 to 30 of them. */
export function codeName(f: Fields): string {
  const code = requireString(f, 'code', 30);
  if (!CODE_NAME.test(code)) throw badRequest('code: letters and digits only, 3 to 30 of them');
  return code;
}

/** The columns of a new discount_codes row from the form (money in cents, percent whole). */
export function newCodeValues(f: Fields, brandId: string) {
  const code = codeName(f);
  return { brand_id: brandId, code, code_lower: code.toLowerCase(), ...codeTerms(f), active: 1 };
}

/**
 * A code's terms, everything but its name, brand and whether it is active: what creating a code
 * sets and editing it replaces (only the kind's own value is kept; the other is 0).
 */
export function codeTerms(f: Fields) {
  const kind = requireEnum(f, 'kind', CODE_KINDS);
  return {
    kind,
    value_cents: kind === 'amount' ? requireInt(f, 'valueCents', 1, 1_000_000) : 0,
    percent_off: kind === 'percent' ? requireInt(f, 'percentOff', 1, 100) : 0,
    min_subtotal_cents: optionalInt(f, 'minSubtotalCents', 0, 10_000_000) ?? 0,
    description: optionalString(f, 'description', 200) ?? '',
    club_only: optionalBoolean(f, 'clubOnly') ? 1 : 0,
    first_order_only: optionalBoolean(f, 'firstOrderOnly') ? 1 : 0,
    ...codeLimits(f),
  };
}

export type CodeTerms = ReturnType<typeof codeTerms>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An optional YYYY-MM-DD day that is a real date. */
function optionalDay(f: Fields, name: string): string | null {
  const v = optionalString(f, name, 10)?.trim() ?? '';
  if (!v) return null;
  if (!DAY.test(v) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) throw badRequest(`${name}: a date as YYYY-MM-DD`);
  return v;
}

/** The days a code runs (inclusive) and its per-customer limit; the last day not before the first. */
export function codeLimits(f: Fields) {
  const starts = optionalDay(f, 'startsAt');
  const ends = optionalDay(f, 'endsAt');
  if (starts && ends && ends < starts) throw badRequest('endsAt: the last day is before the first');
  return { starts_at: starts, ends_at: ends, per_customer_limit: optionalInt(f, 'perCustomerLimit', 1, 1000) ?? null };
}
