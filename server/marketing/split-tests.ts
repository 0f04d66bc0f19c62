import { createHash } from 'node:crypto';
import type { Brand, SplitTest } from '../../brands/types';
import { badRequest, conflict } from '../http/errors';
import { optionalString, requireString } from '../http/input';
import type { ShopContext } from '../http/types';
import type { RouteHandlers } from '../routes';

/** Deterministic "random" choice: the same session always lands in the same group. */
export function assignValue(sessionId: string, testKey: string, values: readonly string[]): string {
  const n = createHash('sha256').update(`${testKey}\u0000${sessionId}`).digest().readUInt32BE(0);
  return values[n % values.length];
}

function findTest(brand: Brand, key: string): SplitTest {
  const test = brand.splitTests.find((t) => t.key === key);
  if (!test) throw badRequest(`key: ${key} is not a running test`);
  return test;
}

/**
 * The session's group in a split test (Vip4sh: Control | 4sh, for pf and ckb). A value the client
 * forces (the URL parameter named after the test) is stored when the test allows it and the value
 * is one of the test's; otherwise the stored assignment, or a new deterministic one.
 */
export async function resolveSplitTest(ctx: ShopContext, key: string, forced: string | undefined): Promise<string> {
  const test = findTest(ctx.brand, key);
  const sessionId = await ctx.session.ensure();
  const t = new Date().toISOString();
  if (forced !== undefined && test.allowQueryOverride && test.values.includes(forced)) {
    await ctx.db
      .insertInto('split_test_assignments')
      .values({ brand_id: ctx.brand.id, session_id: sessionId, test_key: key, value: forced, created_at: t })
      .onConflict((oc) => oc.columns(['brand_id', 'session_id', 'test_key']).doUpdateSet({ value: forced }))
      .execute();
    return forced;
  }
  const find = () =>
    ctx.db
      .selectFrom('split_test_assignments')
      .select('value')
      .where('brand_id', '=', ctx.brand.id)
      .where('session_id', '=', sessionId)
      .where('test_key', '=', key)
      .executeTakeFirst();
  const stored = await find();
  if (stored && test.values.includes(stored.value)) return stored.value;
  const value = assignValue(sessionId, key, test.values);
  await ctx.db
    .insertInto('split_test_assignments')
    .values({ brand_id: ctx.brand.id, session_id: sessionId, test_key: key, value, created_at: t })
    .onConflict((oc) => oc.columns(['brand_id', 'session_id', 'test_key']).doUpdateSet({ value }))
    .execute();
  return value;
}

export const splitTestRoutes = {
  'POST test-group': async (ctx) => {
    const key = requireString(ctx.req.body, 'key', 50);
    // values (comma-joined) is what the client knows; the server's list decides.
    optionalString(ctx.req.body, 'values', 500);
    const forced = optionalString(ctx.req.body, 'value', 50);
    return { test: { key, value: await resolveSplitTest(ctx, key, forced) } };
  },
  'POST test-exposure': async (ctx) => {
    const key = requireString(ctx.req.body, 'key', 50);
    return { exposure: await recordExposure(ctx, key) };
  },
} satisfies RouteHandlers;

export const NO_GROUP_MESSAGE = (key: string) => `key: this session has no group in ${key} yet (ask test-group first)`;

/**
 * POST test-exposure {key}: the page has shown the session's group of a test. Recorded once per
 * session and test, with the group it is in now (a later forced value does not move an exposure);
 * 409 when the session has no group in that test, so nothing is counted that was not assigned.
 */
export async function recordExposure(ctx: ShopContext, key: string): Promise<{ key: string; value: string; recorded: boolean }> {
  const test = findTest(ctx.brand, key);
  const sessionId = ctx.session.id;
  if (!sessionId) throw conflict(NO_GROUP_MESSAGE(key));
  const group = await ctx.db
    .selectFrom('split_test_assignments')
    .select('value')
    .where('brand_id', '=', ctx.brand.id)
    .where('session_id', '=', sessionId)
    .where('test_key', '=', key)
    .executeTakeFirst();
  if (!group || !test.values.includes(group.value)) throw conflict(NO_GROUP_MESSAGE(key));
  const row = await ctx.db
    .insertInto('split_test_exposures')
    .values({ brand_id: ctx.brand.id, session_id: sessionId, test_key: key, value: group.value, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['brand_id', 'session_id', 'test_key']).doNothing())
    .returning('value')
    .executeTakeFirst();
  return { key, value: row ? row.value : group.value, recorded: Boolean(row) };
}
