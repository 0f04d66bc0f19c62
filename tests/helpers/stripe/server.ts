import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeAccount } from './account';
import { obj, parseStripeForm, text, type FormObject } from './form';
import { StripeApiError, invalidRequest, type PaymentIntent, type StripeEvent } from './objects';
import { deliverEvent, type Delivery, type WebhookEndpoint } from './webhooks';

interface Remembered {
  fingerprint: string;
  status: number;
  body: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: FormObject;
  status: number;
}

type Handler = (a: StripeAccount, p: FormObject, id: string) => unknown;

/** Endpoints Stripe.js calls with the publishable key (the client secret proves the right to the intent). */
const PUBLISHABLE = new Set(['POST /v1/payment_methods', 'POST /v1/payment_intents/:id/confirm', 'GET /v1/payment_intents/:id', 'POST /v1/setup_intents/:id/confirm', 'GET /v1/setup_intents/:id']);

const walletOf = (p: FormObject): 'apple_pay' | 'google_pay' | null => {
  const w = text(obj(p, 'card'), 'wallet');
  return w === 'apple_pay' || w === 'google_pay' ? w : null;
};

const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

const ROUTES: Record<string, Handler> = {
  'POST /v1/customers': (a, p) => a.createCustomer(p),
  'GET /v1/customers/search': (a, p) => ({ ...list('/v1/customers/search', a.searchCustomers(text(p, 'query'))), next_page: null }),
  'GET /v1/customers/:id': (a, _p, id) => a.customer(id),
  'POST /v1/customers/:id': (a, p, id) => a.updateCustomer(id, p),
  'GET /v1/customers/:id/payment_methods': (a, p, id) => list(`/v1/customers/${id}/payment_methods`, a.customerMethods(id, text(p, 'type'))),
  // A wallet's card (the Express Checkout stand-in sends card[wallet]): a card PaymentMethod carrying the wallet.
  'POST /v1/payment_methods': (a, p) => a.createPaymentMethod(p, walletOf(p)),
  'GET /v1/payment_methods/:id': (a, _p, id) => a.retrieveMethod(id),
  'POST /v1/payment_methods/:id/attach': (a, p, id) => {
    if (!text(p, 'customer')) throw invalidRequest('Missing required param: customer.', 'customer');
    return a.attach(a.method(id), text(p, 'customer'));
  },
  'POST /v1/payment_methods/:id/detach': (a, _p, id) => a.detach(id),
  'POST /v1/payment_intents': (a, p) => a.createPaymentIntent(p),
  'GET /v1/payment_intents/search': (a, p) => ({ ...list('/v1/payment_intents/search', a.searchPaymentIntents(text(p, 'query'))), next_page: null }),
  'GET /v1/payment_intents/:id': (a, _p, id) => a.paymentIntent(id),
  'POST /v1/payment_intents/:id': (a, p, id) => a.updatePaymentIntent(id, p),
  'POST /v1/payment_intents/:id/confirm': (a, p, id) => a.confirmPaymentIntent(id, p),
  'POST /v1/payment_intents/:id/capture': (a, p, id) => a.capturePaymentIntent(id, p),
  'POST /v1/payment_intents/:id/cancel': (a, p, id) => a.cancelPaymentIntent(id, p),
  'POST /v1/refunds': (a, p) => a.createRefund(p),
  'GET /v1/refunds/:id': (a, _p, id) => a.refund(id),
  'GET /v1/charges/:id': (a, _p, id) => a.charge(id),
  'POST /v1/setup_intents': (a, p) => a.createSetupIntent(p),
  'GET /v1/setup_intents/:id': (a, _p, id) => a.setupIntent(id),
  'POST /v1/setup_intents/:id/confirm': (a, p, id) => a.confirmSetupIntent(id, p),
  'POST /v1/setup_intents/:id/cancel': (a, _p, id) => a.cancelSetupIntent(id),
  'GET /v1/events/:id': (a, _p, id) => {
    const e = a.events.find((x) => x.id === id);
    if (!e) throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such event: '${id}'` });
    return e;
  },
};

function route(method: string, path: string): { key: string; id: string } | null {
  const direct = `${method} ${path}`;
  if (ROUTES[direct]) return { key: direct, id: '' };
  const m = path.match(/^(\/v1\/[a-z_]+\/)([^/]+)(\/[a-z_]+)?$/);
  if (!m) return null;
  const key = `${method} ${m[1]}:id${m[3] ?? ''}`;
  return ROUTES[key] ? { key, id: decodeURIComponent(m[2]) } : null;
}

/** Expands `latest_charge` and `payment_method` on a PaymentIntent when asked (expand[]=…), as Stripe does. */
function expand(a: StripeAccount, result: unknown, fields: string[]): unknown {
  if (!fields.length || !result || typeof result !== 'object' || (result as { object?: string }).object !== 'payment_intent') return result;
  const pi = { ...(result as PaymentIntent) } as Record<string, unknown>;
  if (fields.includes('latest_charge') && pi.latest_charge) pi.latest_charge = a.charge(String(pi.latest_charge));
  if (fields.includes('payment_method') && pi.payment_method) pi.payment_method = a.method(String(pi.payment_method));
  return pi;
}

/**
 * A local stand-in for Stripe's HTTP API (api.stripe.com), for tests: the calls the shop makes,
 * form-encoded as Stripe reads them, authenticated per account by its secret key (or, for what
 * Stripe.js does, its publishable key), with Idempotency-Key replay, Stripe's error shapes and test
 * cards, and every change recorded as a signed-webhook event. Point the official `stripe` library at
 * it with its host/port/protocol options (STRIPE_API_BASE in the shop). Nothing leaves the machine.
 */
export class StripeStandIn {
  private server: http.Server | null = null;
  private readonly accounts = new Map<string, StripeAccount>();
  private readonly idempotent = new Map<string, Remembered>();
  private readonly endpoints = new Map<StripeAccount, WebhookEndpoint & { auto: boolean }>();
  private chain: Promise<unknown> = Promise.resolve();
  readonly requests: LoggedRequest[] = [];
  readonly deliveries: Delivery[] = [];
  url = '';

  /**
   * `port` 0 takes a free one. `pagesBase` is where payers' browsers open the authentication pages
   * (default: this server; the Playwright suite routes https://hooks.stripe.com to it, as Stripe's own).
   */
  async start(port = 0, pagesBase?: string): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.pagesBase = pagesBase ?? this.url;
    return this;
  }

  /** Where the authentication pages are opened by the payer's browser. */
  pagesBase = '';

  async stop(): Promise<void> {
    await this.chain;
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** A Stripe account with these keys (a brand's). */
  addAccount(secretKey: string, publishableKey = secretKey.replace(/^sk_/, 'pk_')): StripeAccount {
    const a = new StripeAccount(secretKey, publishableKey);
    a.authenticateUrl = (id) => `${this.pagesBase || this.url}/_test/authenticate/${id}`;
    a.onEvent = (e) => this.queue(a, e);
    this.accounts.set(secretKey, a);
    return a;
  }

  account(secretKey: string): StripeAccount {
    const a = this.accounts.get(secretKey);
    if (!a) throw new Error('stand-in: no account with that key');
    return a;
  }

  /** The account's webhook endpoint; with `auto`, every new event is delivered in order as it happens. */
  setWebhook(a: StripeAccount, endpoint: WebhookEndpoint, auto = false): void {
    this.endpoints.set(a, { ...endpoint, auto });
  }

  /** Delivers one event (again: a replay) to the account's endpoint. */
  deliver(a: StripeAccount, event: StripeEvent, o?: Parameters<typeof deliverEvent>[2]): Promise<Delivery> {
    const endpoint = this.endpoints.get(a);
    if (!endpoint) throw new Error('stand-in: the account has no webhook endpoint');
    const run = this.chain.then(() => deliverEvent(endpoint, event, o)).then((d) => (this.deliveries.push(d), d));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Waits until every automatic delivery so far has been answered. */
  async settled(): Promise<void> {
    let last: Promise<unknown>;
    do {
      last = this.chain;
      await last;
    } while (last !== this.chain);
  }

  private queue(a: StripeAccount, e: StripeEvent): void {
    const endpoint = this.endpoints.get(a);
    if (endpoint?.auto) void this.deliver(a, e).catch(() => undefined);
  }

  private accountFor(auth: string | undefined): { account: StripeAccount; publishable: boolean } | null {
    const key = auth?.match(/^Bearer (.+)$/)?.[1] ?? '';
    const secret = this.accounts.get(key);
    if (secret) return { account: secret, publishable: false };
    for (const a of this.accounts.values()) if (a.publishableKey === key) return { account: a, publishable: true };
    return null;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url || '/', 'http://stand-in');
    const method = req.method || 'GET';
    const send = (status: number, body: string, type = 'application/json', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'Request-Id': `req_standin`, ...headers });
      res.end(body);
    };
    if (url.pathname.startsWith('/_test/authenticate/')) return this.authenticatePage(method, url, raw, res);

    const params = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
    const who = this.accountFor(req.headers.authorization);
    if (!who) {
      return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: ' + String(req.headers.authorization ?? '').slice(7, 15) + '****' } }));
    }
    const found = route(method, url.pathname);
    if (!found) return send(404, JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` } }));
    if (who.publishable && !this.publishableMay(who.account, found.key, found.id, params)) {
      return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key. Please use a secret API key.' } }));
    }

    const key = method === 'POST' ? String(req.headers['idempotency-key'] ?? '') || null : null;
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const slot = key ? `${who.account.secretKey}:${key}` : '';
    const seen = key ? this.idempotent.get(slot) : undefined;
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
        this.log(method, url.pathname, key, params, 400);
        return send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
      }
      this.log(method, url.pathname, key, params, seen.status);
      return send(seen.status, seen.body, 'application/json', { 'Idempotent-Replayed': 'true' });
    }

    let status = 200;
    let body: string;
    try {
      who.account.beginRequest(key);
      const result = ROUTES[found.key](who.account, params, found.id);
      const fields = Array.isArray(params.expand) ? params.expand.filter((x): x is string => typeof x === 'string') : [];
      body = JSON.stringify(expand(who.account, result, fields));
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      status = err.status;
      body = JSON.stringify({ error: err.error });
    }
    // Stripe keeps the answer of a key (errors included, except its own 500s) for 24 hours.
    if (key) this.idempotent.set(slot, { fingerprint, status, body });
    this.log(method, url.pathname, key, params, status);
    send(status, body);
  }

  private publishableMay(a: StripeAccount, routeKey: string, id: string, p: FormObject): boolean {
    if (!PUBLISHABLE.has(routeKey)) return false;
    if (!id) return true;
    const intent = a.paymentIntents.get(id) ?? a.setupIntents.get(id);
    return Boolean(intent && text(p, 'client_secret') === intent.client_secret);
  }

  private log(method: string, path: string, idempotencyKey: string | null, params: FormObject, status: number): void {
    this.requests.push({ method, path, idempotencyKey, params, status });
  }

  /** The page a redirect sends the payer to (3-D Secure, Afterpay): complete or fail, then back to return_url. */
  private authenticatePage(method: string, url: URL, raw: string, res: http.ServerResponse): void {
    const id = decodeURIComponent(url.pathname.slice('/_test/authenticate/'.length));
    const account = [...this.accounts.values()].find((a) => a.paymentIntents.has(id) || a.setupIntents.has(id));
    if (!account) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('unknown intent');
      return;
    }
    const intent = account.paymentIntents.get(id) ?? account.setupIntents.get(id)!;
    const next = intent.next_action;
    const returnUrl = next?.type === 'redirect_to_url' ? next.redirect_to_url.return_url : '';
    if (method === 'GET') {
      const form = (outcome: string, label: string) => `<form method="post"><input type="hidden" name="outcome" value="${outcome}"><button>${label}</button></form>`;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Authenticate payment</title><h1>Authenticate payment</h1>${form('succeed', 'Complete')}${form('fail', 'Fail')}`);
      return;
    }
    const outcome = new URLSearchParams(raw).get('outcome') === 'fail' ? 'fail' : 'succeed';
    try {
      account.authenticate(id, outcome);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: err.error }));
      return;
    }
    if (!returnUrl) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(intent));
      return;
    }
    const back = new URL(returnUrl);
    const kind = intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
    back.searchParams.set(kind, intent.id);
    back.searchParams.set(`${kind}_client_secret`, intent.client_secret);
    back.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'succeeded' : 'failed');
    res.writeHead(303, { Location: back.toString() }).end();
  }
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  return new StripeStandIn().start();
}
