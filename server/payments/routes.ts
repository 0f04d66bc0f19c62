import { badRequest } from '../http/errors';
import { optionalString } from '../http/input';
import type { RouteHandlers } from '../routes';
import { admit, tokenizeCounts } from '../throttle/limits';
import { parseCardExpiry } from '../../lib/validation/card';
import { tokenHolder } from './holder';
import { getGateway } from '.';

const WALLETS = ['apple_pay', 'google_pay'] as const;

export const paymentRoutes = {
  'POST payments/tokenize': async (ctx) => {
    // Card testing: a client or session may tokenize so many cards in 10 minutes (server/throttle/limits.ts).
    await admit(ctx.db, await tokenizeCounts(ctx));
    const f = ctx.req.body;
    let expMonth = optionalString(f, 'expMonth', 2) ?? '';
    let expYear = optionalString(f, 'expYear', 4) ?? '';
    const expiry = optionalString(f, 'expiry', 9);
    if (!expMonth && !expYear && expiry) {
      const parsed = parseCardExpiry(expiry);
      expMonth = Number.isNaN(parsed.month) ? '' : String(parsed.month);
      expYear = Number.isNaN(parsed.year) ? '' : String(parsed.year);
    }
    const wallet = optionalString(f, 'wallet', 20);
    if (wallet && !(WALLETS as readonly string[]).includes(wallet)) throw badRequest(`wallet: must be one of ${WALLETS.join(', ')}`);
    // The token is made for this session only (holder.ts): presented by any other, it is refused.
    const holder = tokenHolder(await ctx.session.ensure());
    const card = getGateway().tokenize({
      number: optionalString(f, 'number', 30) ?? '',
      expMonth,
      expYear,
      cvc: optionalString(f, 'cvc', 4) ?? '',
      name: optionalString(f, 'name', 100) ?? '',
      wallet: wallet as (typeof WALLETS)[number] | undefined,
    }, holder);
    return card;
  },
} satisfies RouteHandlers;
