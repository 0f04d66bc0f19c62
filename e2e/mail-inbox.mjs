#!/usr/bin/env node
/**
 * The test mail inbox: an SMTP server a shop delivers to (SMTP_URL=smtp://127.0.0.1:<smtp port>)
 * and a small HTTP endpoint the tests read mail from. The Playwright config starts it as a web
 * server and points the local shop at it; for a deployment, point the deployment's SMTP_URL at it
 * and tell the suite where to read it (E2E_MAIL_INBOX_URL, see the README).
 *
 *   GET /healthz                        → 200 ok
 *   GET /messages?to=<address>[&since=<ms epoch>]
 *                                       → { messages: [mail, …] } newest first (every mail without `to`)
 *   GET /latest?to=<address>[&since=…]  → the newest mail to that address, else 404
 *   mail = { id, receivedAt, from, to: [..], subject, text, html, links: [..] }
 *
 * It accepts any sender and recipient without TLS or authentication (a test server: it listens on
 * 127.0.0.1 unless MAIL_INBOX_HOST says otherwise) and keeps the newest MAIL_INBOX_MAX (default 5000)
 * mails in memory. Run: node e2e/mail-inbox.mjs (MAIL_INBOX_SMTP_PORT, MAIL_INBOX_HTTP_PORT).
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** Every http(s) link in a mail's text and HTML, in order, without duplicates. */
export function linksOf(text, html) {
  const found = [];
  for (const m of (text || '').matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.push(m[0]);
  for (const m of (html || '').matchAll(/href="(https?:\/\/[^"]+)"/g)) found.push(m[1].replace(/&amp;/g, '&'));
  return [...new Set(found.map((l) => l.replace(/[.,;:!?]+$/, '')))];
}

/**
 * Starts the inbox. Ports 0 pick free ones. Answers { smtpUrl, httpUrl, latest(to, { since }),
 * messages(to, { since }), count(), close() }.
 */
export async function startMailInbox({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', max = 5000 } = {}) {
  const mails = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          mails.push({
            id: nextId++,
            receivedAt: Date.now(),
            from: parsed.from?.value?.[0]?.address ?? session.envelope.mailFrom?.address ?? '',
            to: envelopeTo,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            links: linksOf(parsed.text, html),
          });
          if (mails.length > max) mails.splice(0, mails.length - max);
          callback();
        })
        .catch((err) => callback(err));
    },
  });

  const select = (to, { since = 0 } = {}) => {
    const want = to ? String(to).toLowerCase() : null;
    return mails.filter((m) => (!want || m.to.includes(want)) && m.receivedAt >= since).reverse();
  };

  const web = http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://inbox');
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return send(405, { error: 'GET only' });
    const since = Number(url.searchParams.get('since') || 0) || 0;
    const to = url.searchParams.get('to');
    if (url.pathname === '/healthz') return send(200, { ok: true, mails: mails.length });
    if (url.pathname === '/messages') return send(200, { messages: select(to, { since }) });
    if (url.pathname === '/latest') {
      if (!to) return send(400, { error: 'to: is required' });
      const mail = select(to, { since })[0];
      return mail ? send(200, mail) : send(404, { error: `no mail to ${to}` });
    }
    return send(404, { error: 'unknown path' });
  });

  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  smtp.on('error', (err) => console.error('mail inbox (smtp):', err.message));
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(httpPort, host, resolve);
  });
  const smtpAddr = smtp.server.address();
  const webAddr = web.address();
  const urlHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    smtpUrl: `smtp://${urlHost}:${smtpAddr.port}`,
    httpUrl: `http://${urlHost}:${webAddr.port}`,
    latest: (to, opts) => select(to, opts)[0] ?? null,
    messages: select,
    count: () => mails.length,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => web.close(() => r()))]),
  };
}

// Run as a program (not when imported by the tests or the two-instance walk).
if (/mail-inbox\.mjs$/.test(process.argv[1] ?? '')) {
  startMailInbox({
    smtpPort: Number(process.env.MAIL_INBOX_SMTP_PORT || 3125),
    httpPort: Number(process.env.MAIL_INBOX_HTTP_PORT || 3126),
    host: process.env.MAIL_INBOX_HOST || '127.0.0.1',
  }).then(
    (inbox) => {
      console.log(`mail inbox: SMTP ${inbox.smtpUrl}, mail at ${inbox.httpUrl}/messages`);
      for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => inbox.close().then(() => process.exit(0)));
    },
    (err) => {
      console.error('mail inbox:', err.message);
      process.exit(1);
    },
  );
}
