// Account mails (register confirmation, password reset) carry a live token: whoever reads the link
// can confirm the account or set its password. In email_outbox their body and link are sealed
// (AES-256-GCM) until the mail worker opens them to send (server/mail/deliver.ts), so a copy of
// the database, a backup or a read-only SQL session holds no usable link, also when no SMTP
// sender runs and the mail waits for good. The key never sits in the database: MAIL_SEAL_KEY, else
// one derived from PAYMENT_TOKEN_SECRET (which production already requires on every instance, the
// worker and the jobs), else the development key of server/payments/secret.ts.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { paymentTokenSecret } from '../payments/secret';
import type { Mail, MailTemplate } from './layout';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The mails whose body and link hold an account token, sealed at rest. */
export const SEALED_TEMPLATES: ReadonlySet<MailTemplate> = new Set<MailTemplate>(['register_confirm', 'password_reset', 'staff_invite']);

/** The sealing key: 32 bytes from MAIL_SEAL_KEY (at least 32 characters) or from the payment token secret. */
export function mailSealKey(env: Record<string, string | undefined> = process.env): Buffer {
  const own = env.MAIL_SEAL_KEY;
  if (own !== undefined && own !== '') {
    if (own.length < 32) throw new Error('MAIL_SEAL_KEY must be at least 32 characters');
    return Buffer.from(hkdfSync('sha256', Buffer.from(own, 'utf8'), Buffer.alloc(0), 'email_outbox seal v1', 32));
  }
  return Buffer.from(hkdfSync('sha256', paymentTokenSecret(), Buffer.alloc(0), 'email_outbox seal v1', 32));
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** 'sealed:v1:' + base64url(iv ‖ tag ‖ ciphertext). The empty string stays empty. */
export function seal(plain: string, key: Buffer = mailSealKey()): string {
  if (plain === '') return '';
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text of a sealed value; a value that was never sealed (an older row) is returned as it is. Throws when the key does not open it. */
export function unseal(value: string, key: Buffer = mailSealKey()): string {
  if (!isSealed(value)) return value;
  const raw = Buffer.from(value.slice(PREFIX.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed mail is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export interface OutboxBody {
  body_text: string;
  body_html: string;
  link: string;
}

/** The columns a mail is stored with: sealed for SEALED_TEMPLATES, as they are for the others. */
export function outboxBody(mail: Mail, key?: Buffer): OutboxBody {
  const plain = { body_text: mail.bodyText, body_html: mail.bodyHtml, link: mail.link };
  if (!SEALED_TEMPLATES.has(mail.template)) return plain;
  const k = key ?? mailSealKey();
  return { body_text: seal(plain.body_text, k), body_html: seal(plain.body_html, k), link: seal(plain.link, k) };
}

/** A stored row's body, opened for sending (or for a test that reads the mail as the shopper gets it). */
export function openOutboxBody<T extends OutboxBody>(row: T, key?: Buffer): T {
  if (!isSealed(row.body_text) && !isSealed(row.body_html) && !isSealed(row.link)) return row;
  const k = key ?? mailSealKey();
  return { ...row, body_text: unseal(row.body_text, k), body_html: unseal(row.body_html, k), link: unseal(row.link, k) };
}
