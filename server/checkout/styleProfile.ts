import { badRequest } from '../http/errors';
import type { ShopContext } from '../http/types';
import type { RouteHandlers } from '../routes';
import { nowIso, type Trx } from '../db/tx';
import { birthdayDay, birthdayMonth, impossibleDay } from '../../lib/checkout/birthday';

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

/**
 * Refuses a birthday month or day that is no month or day, or a day the month does not have: a
 * posted half is checked against the other half, posted or else saved, so no request makes
 * February 31. Stores them as plain numbers ('02' → '2'). answers are trimmed; '' clears a half.
 */
async function checkBirthday(answers: Map<string, string>, loadSaved: () => Promise<{ field: string; chosen: string }[]>): Promise<void> {
  if (!answers.has('birthday_month') && !answers.has('birthday_day')) return;
  // The saved half is read only when the request needs it; most answers carry no birthday.
  const saved = answers.has('birthday_month') && answers.has('birthday_day') ? [] : await loadSaved();
  const value = (f: string) => (answers.has(f) ? answers.get(f) : saved.find((e) => e.field === f)?.chosen);
  const month = birthdayMonth(value('birthday_month'));
  const day = birthdayDay(value('birthday_day'));
  if (answers.get('birthday_month') && month === null) throw badRequest('birthday_month: must be a month from 1 to 12');
  if (answers.get('birthday_day') && day === null) throw badRequest('birthday_day: must be a day from 1 to 31');
  const problem = impossibleDay(month, day);
  if (problem) throw badRequest(`birthday_day: ${problem}`);
  if (answers.get('birthday_month')) answers.set('birthday_month', String(month));
  if (answers.get('birthday_day')) answers.set('birthday_day', String(day));
}

/**
 * Answers given in the checkout funnel before an order (the quiz is open to guests) become the
 * customer's when that order creates or names the customer's guest record, so they are there after
 * the shopper sets a password. Answers the customer already had for the same question are replaced
 * (the session's are the newer); the session keeps none.
 */
export async function adoptSessionProfile(trx: Trx, brandId: string, sessionId: string, customerId: number): Promise<void> {
  const from = `s:${sessionId}`;
  const to = `c:${customerId}`;
  const rows = await trx.selectFrom('style_profiles').select(['field', 'chosen', 'updated_at']).where('brand_id', '=', brandId).where('owner_key', '=', from).execute();
  for (const r of rows) {
    await trx
      .insertInto('style_profiles')
      .values({ brand_id: brandId, owner_key: to, field: r.field, chosen: r.chosen, updated_at: r.updated_at })
      .onConflict((oc) => oc.columns(['brand_id', 'owner_key', 'field']).doUpdateSet({ chosen: r.chosen, updated_at: r.updated_at }))
      .execute();
  }
  if (rows.length) await trx.deleteFrom('style_profiles').where('brand_id', '=', brandId).where('owner_key', '=', from).execute();
}

export const styleProfileRoutes = {
  'GET style-profile': async (ctx) => ({ style_profile: await readProfile(ctx, ownerKey(ctx, ctx.session.id)) }),
  'POST style-profile': async (ctx) => {
    const entries = Object.entries(ctx.req.body).filter(([k]) => k !== 'host');
    if (entries.length === 0) throw badRequest('style_profile: send at least one answer');
    if (entries.length > MAX_FIELDS) throw badRequest(`style_profile: at most ${MAX_FIELDS} answers`);
    for (const [field, chosen] of entries) {
      if (!FIELD.test(field)) throw badRequest(`${field.slice(0, 60)}: is not a valid question`);
      if (chosen.length > MAX_CHOSEN) throw badRequest(`${field}: must be at most ${MAX_CHOSEN} characters`);
    }
    const answers = new Map(entries.map(([f, v]) => [f, v.trim()]));
    await checkBirthday(answers, () => readProfile(ctx, ownerKey(ctx, ctx.session.id)));
    const owner = ownerKey(ctx, await ctx.session.ensure()) as string;
    // At most MAX_FIELDS answers kept per shopper (each at most MAX_CHOSEN characters), not only per request.
    const adding = [...answers].filter(([, chosen]) => chosen).map(([field]) => field);
    if (adding.length) {
      const kept = (await readProfile(ctx, owner)).map((e) => e.field).filter((f) => answers.get(f) !== '');
      if (new Set([...kept, ...adding]).size > MAX_FIELDS) throw badRequest(`style_profile: at most ${MAX_FIELDS} answers`);
    }
    const t = nowIso();
    for (const [field, chosen] of answers) {
      if (!chosen) {
        // An emptied answer (e.g. a day cleared when the month changed) is no longer the shopper's.
        await ctx.db.deleteFrom('style_profiles').where('brand_id', '=', ctx.brand.id).where('owner_key', '=', owner).where('field', '=', field).execute();
        continue;
      }
      await ctx.db
        .insertInto('style_profiles')
        .values({ brand_id: ctx.brand.id, owner_key: owner, field, chosen, updated_at: t })
        .onConflict((oc) => oc.columns(['brand_id', 'owner_key', 'field']).doUpdateSet({ chosen, updated_at: t }))
        .execute();
    }
    return { style_profile: await readProfile(ctx, owner) };
  },
} satisfies RouteHandlers;
