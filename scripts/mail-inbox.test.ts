// The e2e suite's test inbox (e2e/mail-inbox.mjs): checked here because Jest leaves e2e/ to Playwright.
import { linksOf, startMailInbox, type MailInbox } from '../e2e/mail-inbox.mjs';

// nodemailer ships no types; the one call used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodemailer = require('nodemailer') as { createTransport(url: string): { sendMail(mail: object): Promise<unknown> } };

let inbox: MailInbox;

beforeAll(async () => {
  inbox = await startMailInbox();
});
afterAll(() => inbox.close());

function send(to: string, subject: string, text: string, html?: string) {
  const transport = nodemailer.createTransport(inbox.smtpUrl);
  return transport.sendMail({ from: 'Pure Form <hello@pureform.shop>', to, subject, text, html });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the JSON shape
async function getJson(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${inbox.httpUrl}${path}`);
  return { status: res.status, body: await res.json() };
}

test('a mail sent over SMTP can be read back by recipient, with its links', async () => {
  const link = 'https://pureform.shop/confirm-register?token=AbC_-' + 'x'.repeat(40);
  // Long lines are quoted-printable encoded by nodemailer: the parser must undo the soft breaks.
  await send('Ann@Example.com', 'Confirm your Pure Form account', `Hello Ann,\n\nConfirm your account: ${link}\n\n${'long line '.repeat(20)}`, `<p><a href="${link}&amp;x=1">Confirm</a></p>`);
  const latest = await getJson('/latest?to=ann@example.com');
  expect(latest.status).toBe(200);
  expect(latest.body).toMatchObject({ to: ['ann@example.com'], from: 'hello@pureform.shop', subject: 'Confirm your Pure Form account' });
  expect(latest.body.links).toEqual([link, `${link}&x=1`]);
  expect(latest.body.text).toContain('long line long line');
  expect(inbox.latest('ANN@example.com')?.subject).toBe('Confirm your Pure Form account');
});

test('newest first, filtered by recipient and time; unknown recipients are a 404', async () => {
  const before = Date.now();
  await send('bob@example.com', 'first', 'one https://hb.example/a');
  await send('bob@example.com', 'second', 'two https://hb.example/b.');
  await send('carl@example.com', 'other', 'three');
  const bob = await getJson(`/messages?to=bob@example.com&since=${before}`);
  expect(bob.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
  expect(bob.body.messages[0].links).toEqual(['https://hb.example/b']);
  expect((await getJson(`/messages?to=bob@example.com&since=${Date.now() + 60_000}`)).body.messages).toEqual([]);
  expect((await getJson('/latest?to=nobody@example.com')).status).toBe(404);
  expect((await getJson('/latest')).status).toBe(400);
  expect((await getJson('/healthz')).body.ok).toBe(true);
});

test('linksOf keeps each link once and drops trailing punctuation', () => {
  expect(linksOf('See https://a.example/x?y=1. And (https://a.example/z)', '<a href="https://a.example/x?y=1">x</a>')).toEqual([
    'https://a.example/x?y=1',
    'https://a.example/z',
  ]);
});
