import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { getDb } from '../../server/db';

setupTestDatabase('marketing');

let orderId: number;
let otherBrandOrderId: number;

const api = withApiServer(async () => {
  const db = await getDb();
  const insertOrder = async (brand: string, email: string) => {
    const row = await db
      .insertInto('orders')
      .values({
        brand_id: brand,
        email,
        status: 'shipped',
        subtotal_cents: 5998,
        total_cents: 5998,
        shipping_method: 'Standard',
        tracking_number: '1Z999AA10123456784',
        created_at: '2025-03-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  orderId = await insertOrder('pf', 'Tracker.Test@Example.com');
  otherBrandOrderId = await insertOrder('ckb', 'tracker.test@example.com');
  await db
    .insertInto('tracking_events')
    .values([
      { order_id: orderId, description: 'Order placed', occurred_at: '2025-03-01T10:00:00.000Z' },
      { order_id: orderId, description: 'Shipped from our warehouse', occurred_at: '2025-03-02T15:30:00.000Z' },
      { order_id: orderId, description: 'Out for delivery', occurred_at: '2025-03-05T08:10:00.000Z' },
    ])
    .execute();
});

const contact = { form: 'contact', name: 'Maya Lopez', email: 'maya@example.com', message: 'Do the flares come in a petite length?' };

describe('POST form-submission', () => {
  test('stores a contact message and answers its id', async () => {
    const res = await api.request('POST', 'form-submission', { fields: { ...contact, orderNumber: '#10042' } });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toEqual(expect.any(Number));
    const db = await getDb();
    const row = await db.selectFrom('form_submissions').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand_id: 'pf', form: 'contact', email: 'maya@example.com' });
    expect(JSON.parse(row.payload_json)).toMatchObject({ name: 'Maya Lopez', message: contact.message, orderNumber: '10042', rating: null });
  });

  test('mails the message to the brand\'s customer care (SUPPORT_EMAIL_<BRAND>, else support@ its host), in the same transaction', async () => {
    process.env.SUPPORT_EMAIL_PF = 'care@pureform.example';
    try {
      const res = await api.request('POST', 'form-submission', { fields: { ...contact, orderNumber: '#10042' } });
      const db = await getDb();
      const mail = await db.selectFrom('email_outbox').selectAll().where('template', '=', 'form_received').where('to_email', '=', 'care@pureform.example').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(mail.subject).toContain(`#${res.body.data.id}: Do the flares come in a petite length?`);
      expect(mail.body_text).toContain('maya@example.com');
      expect(mail.body_text).toContain('10042');
    } finally {
      delete process.env.SUPPORT_EMAIL_PF;
    }
    const ckb = await api.request('POST', 'form-submission', { host: 'ckb.localhost', fields: { form: 'feedback', name: 'Sam', email: 'sam@example.com', message: 'Soft fabric, quick shipping.', rating: '4' } });
    const mail = await (await getDb()).selectFrom('email_outbox').selectAll().where('template', '=', 'form_received').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.to_email).toMatch(/^support@/);
    expect(mail.subject).toContain(`feedback #${ckb.body.data.id}`);
    expect(mail.body_text).toContain('4 of 5');
  });

  test('stores feedback with a rating for the brand of the host', async () => {
    const res = await api.request('POST', 'form-submission', {
      host: 'ckb.localhost',
      fields: { form: 'feedback', name: 'Sam', email: 'SAM@Example.com', message: 'Loved the packaging.', rating: '5' },
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    const row = await db.selectFrom('form_submissions').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand_id: 'ckb', form: 'feedback', email: 'sam@example.com' });
    expect(JSON.parse(row.payload_json).rating).toBe(5);
  });

  test('JSON and url-encoded bodies are accepted too', async () => {
    expect((await api.request('POST', 'form-submission', { json: contact })).status).toBe(200);
    const raw = new URLSearchParams(contact).toString();
    expect((await api.request('POST', 'form-submission', { raw: { contentType: 'application/x-www-form-urlencoded', body: raw } })).status).toBe(200);
  });

  test.each([
    [{ form: undefined }, /^form: is required/],
    [{ form: 'newsletter' }, /^form: must be one of contact, feedback/],
    [{ name: '' }, /^name: is required/],
    [{ name: '   ' }, /^name: is required/],
    [{ email: '' }, /^email: is required/],
    [{ email: 'not-an-email' }, /^email: must be a valid email address/],
    [{ message: '' }, /^message: is required/],
    [{ message: 'x' }, /^message: must be at least 2 characters/],
    [{ rating: '0' }, /^rating: must be between 1 and 5/],
    [{ rating: '6' }, /^rating: must be between 1 and 5/],
    [{ rating: 'five' }, /^rating: must be a whole number/],
    [{ orderNumber: 'ABC' }, /^orderNumber: must be an order number/],
    [{ form: 'feedback' }, /^rating: is required/],
  ])('invalid input %j is a 400 naming the field', async (change, message) => {
    const fields: Record<string, string> = { ...contact };
    for (const [k, v] of Object.entries(change)) {
      if (v === undefined) delete fields[k];
      else fields[k] = v;
    }
    const res = await api.request('POST', 'form-submission', { fields });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatch(message);
  });

  test('absurd input is rejected cleanly', async () => {
    const long = await api.request('POST', 'form-submission', { fields: { ...contact, message: 'a'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toBe('message: must be at most 5000 characters');

    const longName = await api.request('POST', 'form-submission', { fields: { ...contact, name: 'n'.repeat(101) } });
    expect(longName.body.errors[0]).toBe('name: must be at most 100 characters');

    const control = await api.request('POST', 'form-submission', { fields: { ...contact, name: 'Evil\u0000Name' } });
    expect(control.status).toBe(400);
    expect(control.body.errors[0]).toMatch(/^name:/);

    const controlEmail = await api.request('POST', 'form-submission', { fields: { ...contact, email: 'maya\u0000@example.com' } });
    expect(controlEmail.status).toBe(400);
    expect(controlEmail.body.errors[0]).toMatch(/^email:/);

    const huge = await api.request('POST', 'form-submission', { raw: { contentType: 'application/x-www-form-urlencoded', body: `message=${'a'.repeat(300_000)}` } });
    expect(huge.status).toBe(413);

    const badJson = await api.request('POST', 'form-submission', { raw: { contentType: 'application/json', body: '{"form":' } });
    expect(badJson.status).toBe(400);
    expect(badJson.body.errors[0]).toMatch(/^body:/);

    const unknownHost = await api.request('POST', 'form-submission', { host: 'evil.example', fields: contact });
    expect(unknownHost.status).toBe(400);
  });

  test('GET is not allowed', async () => {
    expect((await api.request('GET', 'form-submission')).status).toBe(405);
  });
});

describe('GET tracking', () => {
  test('answers the events of an order, newest first, for its number and email (any case, with #)', async () => {
    const res = await api.request('GET', 'tracking', { query: { order: `#${orderId}`, email: ' tracker.test@EXAMPLE.com ' } });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toEqual({
      id: orderId,
      date: '2025-03-01T10:00:00.000Z',
      status: 'shipped',
      shippingMethod: 'Standard',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(res.body.data.events).toEqual([
      { description: 'Out for delivery', date: '2025-03-05T08:10:00.000Z' },
      { description: 'Shipped from our warehouse', date: '2025-03-02T15:30:00.000Z' },
      { description: 'Order placed', date: '2025-03-01T10:00:00.000Z' },
    ]);
  });

  test('an order without events answers an empty list', async () => {
    const res = await api.request('GET', 'tracking', { host: 'ckb.localhost', query: { order: String(otherBrandOrderId), email: 'tracker.test@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body.data.events).toEqual([]);
  });

  test.each([
    ['a wrong email', () => ({ order: String(orderId), email: 'someone.else@example.com' })],
    ['an unknown order', () => ({ order: '999999', email: 'tracker.test@example.com' })],
    ['another brand', () => ({ order: String(otherBrandOrderId), email: 'tracker.test@example.com' })],
    ['an order number too large for any order', () => ({ order: '999999999999', email: 'tracker.test@example.com' })],
  ])('%s is the same 404 that leaks nothing', async (_name, query) => {
    const res = await api.request('GET', 'tracking', { query: query() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: ['We could not find an order with that number and email'] });
  });

  test.each([
    [{ email: 'a@example.com' }, /^order: is required/],
    [{ order: 'abc', email: 'a@example.com' }, /^order: must be an order number/],
    [{ order: '-5', email: 'a@example.com' }, /^order: must be an order number/],
    [{ order: '0', email: 'a@example.com' }, /^order: must be an order number/],
    [{ order: '1 OR 1=1', email: 'a@example.com' }, /^order: must be an order number/],
    [{ order: '12' }, /^email: is required/],
    [{ order: '12', email: "x' OR '1'='1" }, /^email: must be a valid email address/],
    [{ order: '1'.repeat(100), email: 'a@example.com' }, /^order: must be at most 40 characters/],
  ])('bad query %j is a 400 naming the field', async (query, message) => {
    const res = await api.request('GET', 'tracking', { query: query as Record<string, string> });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatch(message);
  });
});
