process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn, totpCode } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { isSealed, unseal } from '../../server/mail/seal';

// Owners manage staff (server/admin/staffRoutes.ts): invite by mail, list, disable; within their brands.

setupTestDatabase('admin_staff');
const { server } = adminSuite();

let n = 0;
const newEmail = () => `invited-${process.pid}-${++n}@staff.example.com`;
const staffAudit = async (action: string) => (await getDb()).selectFrom('staff_audit').selectAll().where('action', '=', action).orderBy('id').execute();

test('signed out 401, not an owner 403, for every staff route', async () => {
  const support = await signedIn(server(), await insertStaff(await getDb(), 'support', 'all'));
  for (const jar of [new CookieJar(), support]) {
    const want = jar === support ? 403 : 401;
    expect((await server().admin('GET', 'staff', { jar })).status).toBe(want);
    expect((await server().admin('POST', 'staff', { jar, fields: { email: newEmail(), role: 'support', brands: 'pf' } })).status).toBe(want);
    expect((await server().admin('POST', 'staff/1/disable', { jar })).status).toBe(want);
  }
  expect(await staffAudit('staff.invite')).toEqual([]);
});

test('an owner invites by mail: the sealed link sets the password and the authenticator; audited', async () => {
  const db = await getDb();
  const owner = await insertStaff(db, 'owner', 'all');
  const jar = await signedIn(server(), owner);
  const email = newEmail();
  const res = await server().admin('POST', 'staff', { jar, fields: { email, role: 'support', brands: 'pf,ckb', refundLimit: '75' } });
  expect(res.status).toBe(200);
  const mail = await db.selectFrom('email_outbox').selectAll().where('to_email', '=', email).executeTakeFirstOrThrow();
  expect(mail.template).toBe('staff_invite');
  expect(isSealed(mail.link)).toBe(true);
  const link = new URL(unseal(mail.link));
  expect(`${link.origin}${link.pathname}`).toBe(`${server().url}/admin/set-password`);
  const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
  const shown = await server().admin('POST', 'setup/show', { fields: { token } });
  expect(shown.body.data.email).toBe(email);
  const newJar = new CookieJar();
  expect((await server().admin('POST', 'setup/finish', { jar: newJar, fields: { token, password: 'a long enough password', code: await totpCode(shown.body.data.secret) } })).status).toBe(200);
  expect((await server().admin('GET', 'me', { jar: newJar })).body.data).toEqual({ email, role: 'support', brands: ['pf', 'ckb'] });
  const listed = (await server().admin('GET', 'staff', { jar })).body.data.staff.find((s: { email: string }) => s.email === email);
  expect(listed).toMatchObject({ role: 'support', brands: ['pf', 'ckb'], refundLimitCents: 7500, disabledAt: null, setUp: true });
  const audit = (await staffAudit('staff.invite')).filter((r) => r.staff_id === owner.id);
  expect(audit).toHaveLength(1);
  expect(JSON.parse(audit[0].after_json!)).toEqual({ email, role: 'support', brands: ['pf', 'ckb'], refundLimitCents: 7500 });
  expect(audit[0].after_json).not.toContain(token);
});

test('bad invitations are 4xx naming the field, with no account, mail or audit row', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  const taken = newEmail();
  expect((await server().admin('POST', 'staff', { jar, fields: { email: taken, role: 'fulfilment', brands: 'all' } })).status).toBe(200);
  const before = (await staffAudit('staff.invite')).length;
  for (const [fields, status, field] of [
    [{ email: 'not-an-email', role: 'support', brands: 'pf' }, 400, 'email'],
    [{ email: newEmail(), role: 'admin', brands: 'pf' }, 400, 'role'],
    [{ email: newEmail(), role: 'support', brands: 'nope' }, 400, 'brands'],
    [{ email: newEmail(), role: 'support', brands: '' }, 400, 'brands'],
    [{ email: newEmail(), role: 'support', brands: 'pf', refundLimit: '-5' }, 400, 'refundLimit'],
    [{ email: newEmail(), role: 'support', brands: 'pf', refundLimit: '1e9' }, 400, 'refundLimit'],
    [{ email: taken.toUpperCase(), role: 'support', brands: 'pf' }, 409, 'email'],
  ] as [Record<string, string>, number, string][]) {
    const res = await server().admin('POST', 'staff', { jar, fields });
    expect([field, res.status, res.body.errors[0]]).toEqual([field, status, expect.stringMatching(new RegExp(`^${field}: `))]);
  }
  expect(await staffAudit('staff.invite')).toHaveLength(before);
});

test("a pf owner invites, lists and disables pf staff only; another brand's staff is a 404", async () => {
  const db = await getDb();
  const pfOwner = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  expect((await server().admin('POST', 'staff', { jar: pfOwner, fields: { email: newEmail(), role: 'support', brands: 'all' } })).status).toBe(400);
  expect((await server().admin('POST', 'staff', { jar: pfOwner, fields: { email: newEmail(), role: 'support', brands: 'pf,ckb' } })).status).toBe(400);
  expect((await server().admin('POST', 'staff', { jar: pfOwner, fields: { email: newEmail(), role: 'support', brands: 'pf' } })).status).toBe(200);
  const ckbStaff = await insertStaff(db, 'support', ['ckb']);
  const list = (await server().admin('GET', 'staff', { jar: pfOwner })).body.data.staff as { email: string; brands: unknown }[];
  expect(list.map((s) => s.email)).not.toContain(ckbStaff.email);
  expect(list.every((s) => JSON.stringify(s.brands) === '["pf"]')).toBe(true);
  expect((await server().admin('POST', `staff/${ckbStaff.id}/disable`, { jar: pfOwner })).status).toBe(404);
  expect((await server().admin('POST', 'staff/abc/disable', { jar: pfOwner })).status).toBe(404);
  expect((await db.selectFrom('staff').select('disabled_at').where('id', '=', ckbStaff.id).executeTakeFirstOrThrow()).disabled_at).toBeNull();
});

test('disabling ends the sessions at once and is audited; nobody disables themselves', async () => {
  const db = await getDb();
  const owner = await insertStaff(db, 'owner', 'all');
  const jar = await signedIn(server(), owner);
  const victim = await insertStaff(db, 'fulfilment', ['pf']);
  const victimJar = await signedIn(server(), victim);
  expect((await server().admin('POST', `staff/${owner.id}/disable`, { jar })).status).toBe(400);
  expect((await server().admin('POST', `staff/${victim.id}/disable`, { jar })).body.data).toEqual({ disabled: true });
  expect((await server().admin('GET', 'me', { jar: victimJar })).status).toBe(401);
  const rows = (await staffAudit('staff.disable')).filter((r) => r.record_id === String(victim.id));
  expect(rows.map((r) => r.staff_id)).toEqual([owner.id]);
});

test("an owner changes a staff member's role, brands and refund limit: it applies to their next request, audited; not their own, not beyond their brands", async () => {
  const db = await getDb();
  const owner = await insertStaff(db, 'owner', 'all');
  const jar = await signedIn(server(), owner);
  const agent = await insertStaff(db, 'support', ['pf']);
  const agentJar = await signedIn(server(), agent);
  expect((await server().admin('GET', 'codes', { jar: agentJar })).status).toBe(403);

  const res = await server().admin('POST', `staff/${agent.id}`, { jar, fields: { role: 'marketing', brands: 'pf,ckb', refundLimit: '75.50' } });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ id: agent.id, changed: ['role', 'brands', 'refundLimitCents'] });
  // The same session, now a marketing member of pf and ckb.
  const me = (await server().admin('GET', 'me', { jar: agentJar })).body.data;
  expect([me.role, me.brands]).toEqual(['marketing', ['pf', 'ckb']]);
  expect((await server().admin('GET', 'codes', { jar: agentJar })).status).toBe(200);
  const row = await db.selectFrom('staff').select(['refund_limit_cents']).where('id', '=', agent.id).executeTakeFirstOrThrow();
  expect(Number(row.refund_limit_cents)).toBe(7550);
  const audit = (await staffAudit('staff.update')).filter((r) => r.record_id === String(agent.id));
  expect(audit.map((r) => [JSON.parse(r.before_json!), JSON.parse(r.after_json!)])).toEqual([[
    { role: 'support', brands: ['pf'], refundLimitCents: null },
    { role: 'marketing', brands: ['pf', 'ckb'], refundLimitCents: 7550 },
  ]]);

  // Only what is sent changes; the same values again change nothing and write no row. An empty limit clears it.
  expect((await server().admin('POST', `staff/${agent.id}`, { jar, fields: { role: 'marketing' } })).body.data).toEqual({ id: agent.id, changed: [] });
  expect((await server().admin('POST', `staff/${agent.id}`, { jar, fields: { refundLimit: '' } })).body.data).toEqual({ id: agent.id, changed: ['refundLimitCents'] });
  expect((await staffAudit('staff.update')).filter((r) => r.record_id === String(agent.id))).toHaveLength(2);

  // Refused: one's own access, a bad role, brands or limit, and (for a pf owner) another brand's staff or more than pf.
  for (const [fields, field] of [[{ role: 'boss' }, 'role'], [{ brands: 'pf,zz' }, 'brands'], [{ refundLimit: '-5' }, 'refundLimit']] as const) {
    const bad = await server().admin('POST', `staff/${agent.id}`, { jar, fields });
    expect([bad.status, bad.body.errors[0]]).toEqual([400, expect.stringMatching(new RegExp(`^${field}: `))]);
  }
  expect((await server().admin('POST', `staff/${owner.id}`, { jar, fields: { role: 'support' } })).status).toBe(400);
  const pfOwner = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  const ckbOnly = await insertStaff(db, 'fulfilment', ['ckb']);
  expect((await server().admin('POST', `staff/${ckbOnly.id}`, { jar: pfOwner, fields: { role: 'support' } })).status).toBe(404);
  const pfOnly = await insertStaff(db, 'fulfilment', ['pf']);
  expect((await server().admin('POST', `staff/${pfOnly.id}`, { jar: pfOwner, fields: { brands: 'all' } })).status).toBe(400);
  expect((await server().admin('POST', `staff/${pfOnly.id}`, { jar: agentJar, fields: { role: 'owner' } })).status).toBe(403);
});
