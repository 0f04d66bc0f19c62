/** Types of e2e/mail-inbox.mjs (the test SMTP inbox). */
export interface InboxMail {
  id: number;
  receivedAt: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface MailInbox {
  smtpUrl: string;
  httpUrl: string;
  latest(to: string, opts?: { since?: number }): InboxMail | null;
  messages(to?: string | null, opts?: { since?: number }): InboxMail[];
  count(): number;
  close(): Promise<unknown>;
}

export function linksOf(text?: string | null, html?: string | null): string[];
export function startMailInbox(opts?: { smtpPort?: number; httpPort?: number; host?: string; max?: number }): Promise<MailInbox>;
