// Mail delivery in the Next server (instrumentation.ts): with SMTP_URL set, `npm start` and
// `npm run shop` deliver the outbox themselves, no other command needed. MAIL_IN_PROCESS=0 leaves
// it to the worker (`npm run worker`, job 'mail') when a deployment runs one.
import { log } from '../ops/log';
import { startProcessMailLoop } from './loop';
import { printsLinks, type Env } from './queued';
import { transportFromEnv } from './transport';

export async function startMailDelivery(env: Env = process.env): Promise<void> {
  const transport = transportFromEnv(env);
  if (!transport) {
    if (env.NODE_ENV === 'production' && !printsLinks(env)) log().warn('mail: SMTP_URL is not set, so no mail is sent; mails wait in email_outbox');
    return;
  }
  if (env.MAIL_IN_PROCESS === '0') return;
  const { getDb } = await import('../db');
  startProcessMailLoop({ getDb, transport, log: log() });
  log().info('mail: delivering email_outbox through SMTP_URL in this process');
}
