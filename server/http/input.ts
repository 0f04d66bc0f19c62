import { badRequest } from './errors';
import type { Fields } from './types';
import { EMAIL_PATTERN } from '../../lib/validation/email';
import { rowIdOf } from './rowId';

/** Field readers for query and form input. Each throws a 400 naming the field. */

export function optionalString(f: Fields, name: string, max = 500): string | undefined {
  const v = f[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw badRequest(`${name}: must be text`);
  if (v.length > max) throw badRequest(`${name}: must be at most ${max} characters`);
  // No shopper types a NUL, and PostgreSQL text cannot hold or compare one (the query fails).
  if (v.includes('\u0000')) throw badRequest(`${name}: contains a character that is not allowed`);
  return v.trim();
}

export function requireString(f: Fields, name: string, max = 500): string {
  const v = optionalString(f, name, max);
  if (!v) throw badRequest(`${name}: is required`);
  return v;
}

export function optionalInt(f: Fields, name: string, min: number, max: number): number | undefined {
  const raw = f[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d{1,15}$/.test(String(raw).trim())) throw badRequest(`${name}: must be a whole number`);
  const n = Number(raw);
  if (n < min || n > max) throw badRequest(`${name}: must be between ${min} and ${max}`);
  return n;
}

export function requireInt(f: Fields, name: string, min: number, max: number): number {
  const v = optionalInt(f, name, min, max);
  if (v === undefined) throw badRequest(`${name}: is required`);
  return v;
}

/** A positive integer id; the spec's message for an empty one is 'invalid ID'. */
export function requireId(f: Fields, name: string): number {
  const id = rowIdOf(f[name]);
  if (id === null) throw badRequest(`${name}: invalid ID`);
  return id;
}

export function requireEnum<T extends string>(f: Fields, name: string, allowed: readonly T[]): T {
  const v = requireString(f, name, 100);
  if (!(allowed as readonly string[]).includes(v)) throw badRequest(`${name}: must be one of ${allowed.join(', ')}`);
  return v as T;
}

export function optionalBoolean(f: Fields, name: string): boolean | undefined {
  const v = f[name];
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badRequest(`${name}: Unknown boolean value`);
}

export function requireEmail(f: Fields, name: string): string {
  const v = requireString(f, name, 254).toLowerCase();
  if (!EMAIL_PATTERN.test(v)) throw badRequest(`${name}: must be a valid email address`);
  return v;
}
