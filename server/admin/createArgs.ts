import { EMAIL_PATTERN } from '../../lib/validation/email';
import { toCents } from '../../lib/format/money';
import type { BrandScope } from './brandScope';
import { ROLES, isRole, type Role } from './roles';

export const STAFF_CREATE_USAGE =
  'Usage: npm run staff:create -- --email <email> --brand <all|pf,ckb,…> --role <' + ROLES.join('|') + '> [--refund-limit <dollars>] [--origin <https://host>]';

export interface StaffCreateArgs {
  email: string;
  brands: BrandScope;
  role: Role;
  refundLimitCents: number | null;
  origin: string | null;
}

/** The command's arguments, or a message saying what is wrong. `known` is the brand registry's ids. */
export function parseStaffCreateArgs(args: string[], known: readonly string[]): StaffCreateArgs | { error: string } {
  const opts = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const value = args[i + 1];
    if (!/^--(email|brand|role|refund-limit|origin)$/.test(name) || value === undefined || opts.has(name)) return { error: STAFF_CREATE_USAGE };
    opts.set(name, value);
  }
  const email = (opts.get('--email') ?? '').trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return { error: '--email: must be a valid email address' };
  const role = opts.get('--role') ?? '';
  if (!isRole(role)) return { error: `--role: must be one of ${ROLES.join(', ')}` };
  const rawBrand = opts.get('--brand') ?? '';
  let brands: BrandScope;
  if (rawBrand === 'all') brands = 'all';
  else {
    const ids = rawBrand.split(',').map((b) => b.trim()).filter(Boolean);
    const unknown = ids.filter((b) => !known.includes(b));
    if (!ids.length || unknown.length) return { error: `--brand: 'all' or brand ids among ${known.join(', ')}` };
    brands = [...new Set(ids)];
  }
  const rawLimit = opts.get('--refund-limit');
  if (rawLimit !== undefined && !/^\d{1,7}(\.\d{1,2})?$/.test(rawLimit)) return { error: '--refund-limit: an amount in dollars, e.g. 50 or 49.99' };
  const origin = opts.get('--origin') ?? null;
  if (origin !== null && !/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin)) return { error: '--origin: e.g. https://shop.example.com' };
  return { email, brands, role, refundLimitCents: rawLimit === undefined ? null : toCents(Number(rawLimit)), origin };
}
