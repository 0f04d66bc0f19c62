import { createHmac } from 'node:crypto';
import type { StripeEvent } from './objects';

/**
 * The Stripe-Signature header Stripe sends with a webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>" keyed with the endpoint's signing secret>` (docs.stripe.com/webhooks#verify-manually).
 */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
  body: string;
}

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

/**
 * Posts one event to an endpoint as Stripe does: the event as JSON, signed. `signature` replaces the
 * real header (a forged or stale one), `body` the payload after signing (tampering in transit).
 */
export async function deliverEvent(
  endpoint: WebhookEndpoint,
  event: StripeEvent,
  o: { timestamp?: number; signature?: string; tamper?: (payload: string) => string } = {},
): Promise<Delivery> {
  const payload = JSON.stringify(event, null, 2);
  const header = o.signature ?? stripeSignature(payload, endpoint.secret, o.timestamp);
  const res = await fetch(endpoint.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
    body: o.tamper ? o.tamper(payload) : payload,
  });
  return { eventId: event.id, type: event.type, status: res.status, body: await res.text() };
}
