import { optionalBoolean, requireId, requireString } from '../http/input';
import type { Fields } from '../http/types';

/** POST payment-method/add: `token` from payments/tokenize (never a card number), `makeDefault`. */
export function readAddCard(f: Fields): { token: string; makeDefault: boolean } {
  return { token: requireString(f, 'token', 1000), makeDefault: optionalBoolean(f, 'makeDefault') ?? false };
}

/** POST payment-method/default and payment-method/delete: `id`. */
export function readCardId(f: Fields): number {
  return requireId(f, 'id');
}
