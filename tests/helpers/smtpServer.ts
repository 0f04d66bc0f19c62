import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answer every RCPT TO with this SMTP code (e.g. 451 'try later', 550 'no such user'); null accepts again. */
  refuseRecipients(code: number | null): void;
  /** Mails received to one address, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for the mail tests: no TLS, no
 * authentication, every mail parsed (mailparser) and kept in memory.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refuse: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse === null) return callback();
      const err = Object.assign(new Error(refuse >= 500 ? `No such user here: ${address.address}` : 'Try again later'), { responseCode: refuse });
      callback(err);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const from = parsed.from?.value[0];
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: from?.address ?? '',
            fromName: from?.name ?? '',
            to: Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? '') : (parsed.to?.text ?? ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuseRecipients: (code) => {
      refuse = code;
    },
    to: (address) => received.filter((m) => m.envelopeTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
