// The SMTP side of mail delivery: a nodemailer transport from SMTP_URL, and who a brand's mail is from.
import nodemailer from 'nodemailer';
import type { Brand } from '../../brands/types';
import { storeHost } from '../../lib/api/shared';
import type { Env } from './queued';

/** What delivery needs of a transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(message: OutgoingMessage): Promise<unknown>;
  close?(): void;
}

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers: Record<string, string>;
}

/**
 * A transport for SMTP_URL (smtp://user:pass@host:587 with STARTTLS when the server offers it,
 * smtps://…:465 for TLS from the start), or null when it is not set. A server that does not answer
 * within a minute fails the attempt, which is then retried (server/mail/deliver.ts).
 */
export function transportFromEnv(env: Env = process.env): MailTransport | null {
  const url = env.SMTP_URL;
  if (!url) return null;
  if (!/^smtps?:\/\//i.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}

/**
 * The From of a brand's mail: MAIL_FROM_<BRAND> (e.g. MAIL_FROM_PF='"Pure Form" <hello@pureform.shop>'),
 * else MAIL_FROM's address under the store's name, else no-reply@ the brand's canonical host.
 */
export function fromAddress(brand: Pick<Brand, 'id' | 'hosts' | 'storeName'>, env: Env = process.env): string {
  const own = env[`MAIL_FROM_${brand.id.toUpperCase()}`];
  if (own) return own;
  const name = `"${brand.storeName.replace(/["\\\r\n]/g, '')}"`;
  const shared = env.MAIL_FROM;
  if (shared) {
    const address = /<([^>]+)>/.exec(shared)?.[1] ?? shared.trim();
    return `${name} <${address}>`;
  }
  return `${name} <no-reply@${storeHost(brand)}>`;
}
