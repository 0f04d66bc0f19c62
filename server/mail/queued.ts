// What happens right after a mail is queued in email_outbox. With a mail loop running in this
// process (server/mail/loop.ts, SMTP_URL set) it is woken so the mail leaves within a second or
// so, not at the next poll. Without SMTP_URL, in development (`npm run dev`, and the demo mode of
// `npm run shop`, SHOP_DEMO=1; MAIL_PRINT_LINKS=1 or 0 decides otherwise), the mail's link is
// printed to the server's output so a developer can follow it, and the row stays in the outbox.
// Nowhere else is a link ever logged.
import type { Mail } from './layout';

/** The environment variables read here (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;

// On globalThis: Next bundles instrumentation.ts (which starts the loop) and the shop API route
// separately, and both must reach the same loop.
const g = globalThis as typeof globalThis & { __mailWake?: () => void };

export function setMailWake(wake: (() => void) | undefined): void {
  g.__mailWake = wake;
}

export function printsLinks(env: Env = process.env): boolean {
  if (env.SMTP_URL) return false;
  if (env.MAIL_PRINT_LINKS !== undefined) return env.MAIL_PRINT_LINKS === '1';
  return env.NODE_ENV === 'development' || env.SHOP_DEMO === '1';
}

export function mailQueued(mail: Mail): void {
  if (g.__mailWake) {
    g.__mailWake();
    return;
  }
  if (printsLinks()) console.info(`[mail] ${mail.template} to ${mail.to} (not sent: SMTP_URL is not set): ${mail.subject}\n  ${mail.link}`);
}
