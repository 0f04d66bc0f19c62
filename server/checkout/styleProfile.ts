import { badRequest } from '../http/errors';
import type { ShopContext } from '../http/types';
import type { RouteDef } from '../routes';
import { nowIso } from '../cart/tx';

const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;
const MAX_FIELDS = 50;
const MAX_CHOSEN = 500;

/** 'c:<customer id>' when logged in, 's:<session id>' for a guest (the quiz is part of checkout). */
function ownerKey(ctx: ShopContext, sessionId: string | null): string | null {
  if (ctx.session.customerId) return `c:${ctx.session.customerId}`;
  return sessionId ? `s:${sessionId}` : null;
}

async function readProfile(ctx: ShopContext, owner: string | null) {
  if (!owner) return [];
  const rows = await ctx.db
    .selectFrom('style_profiles')
    .select(['field', 'chosen'])
    .where('brand_id', '=', ctx.brand.id)
    .where('owner_key', '=', owner)
    .orderBy('field')
    .execute();
  return rows;
}

export const styleProfileRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: 'style-profile',
    handler: async (ctx) => ({ style_profile: await readProfile(ctx, ownerKey(ctx, ctx.session.id)) }),
  },
  {
    method: 'POST',
    path: 'style-profile',
    handler: async (ctx) => {
      const entries = Object.entries(ctx.req.body).filter(([k]) => k !== 'host');
      if (entries.length === 0) throw badRequest('style_profile: send at least one answer');
      if (entries.length > MAX_FIELDS) throw badRequest(`style_profile: at most ${MAX_FIELDS} answers`);
      for (const [field, chosen] of entries) {
        if (!FIELD.test(field)) throw badRequest(`${field.slice(0, 60)}: is not a valid question`);
        if (chosen.length > MAX_CHOSEN) throw badRequest(`${field}: must be at most ${MAX_CHOSEN} characters`);
      }
      const owner = ownerKey(ctx, await ctx.session.ensure()) as string;
      const t = nowIso();
      for (const [field, chosen] of entries) {
        await ctx.db
          .insertInto('style_profiles')
          .values({ brand_id: ctx.brand.id, owner_key: owner, field, chosen: chosen.trim(), updated_at: t })
          .onConflict((oc) => oc.columns(['brand_id', 'owner_key', 'field']).doUpdateSet({ chosen: chosen.trim(), updated_at: t }))
          .execute();
      }
      return { style_profile: await readProfile(ctx, owner) };
    },
  },
];
