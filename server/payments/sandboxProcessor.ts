import { sql } from 'kysely';
import { getDb, type DB } from '../db';
import type { Database } from '../db/types';
import { inTransaction, isUniqueViolation, nowIso } from '../db/tx';
import { HttpError, badRequest, conflict } from '../http/errors';
import { getGateway } from '.';
import {
  SHOP_CURRENCY,
  type CreatePaymentRequest, type DeclineCode, type OffSessionChargeRequest, type PaymentMethodDetails, type PaymentProcessor,
  type PaymentReference, type PaymentState, type RefundRequest, type RefundState, type SavePaymentMethodRequest, type SavedPaymentMethod,
} from './processor';
import { DECLINE_MESSAGES } from './sandbox';

type Row = Omit<Database['sandbox_payments'], 'refunded_cents'> & { refunded_cents: number };

export const SANDBOX_MESSAGES = {
  amount: 'amountCents: must be a positive whole number of cents',
  currency: `currency: the sandbox takes ${SHOP_CURRENCY} only`,
  keyReused: 'idempotencyKey: was used for a different amount',
  unknownPayment: 'paymentId: unknown payment',
  notCapturable: 'paymentId: only an authorized payment can be captured',
  captured: 'paymentId: is captured; refund it instead',
  notRefundable: 'paymentId: only a captured payment can be refunded',
  tooMuch: (left: number) => `amountCents: at most ${left} cents of this payment are left to refund`,
} as const;

const declineMessage = (code: string): string =>
  (DECLINE_MESSAGES as Record<string, string>)[code] ?? DECLINE_MESSAGES.card_declined;

/**
 * The embedded processor for development and tests (docs/payments.md): cards are the sandbox card
 * form's tokens (sandbox.ts; the test numbers decide the outcome), and its ledger lives in the
 * shop's own database (sandbox_payments, sandbox_refunds), as a real processor keeps its records on
 * its side: a payment survives a crash of the shop and is found again by its idempotency key. It
 * must not be called inside an open transaction (it uses the database's pool like any client).
 */
export class SandboxProcessor implements PaymentProcessor {
  readonly name = 'sandbox';

  constructor(private readonly db: () => Promise<DB> = getDb) {}

  async describeMethod(method: string): Promise<PaymentMethodDetails> {
    const card = getGateway().describe(method);
    return { method, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, wallet: card.wallet, holder: card.holder };
  }

  createPayment(req: CreatePaymentRequest): Promise<PaymentState> {
    return this.pay(req, req.capture === 'automatic');
  }

  chargeSavedMethod(req: OffSessionChargeRequest): Promise<PaymentState> {
    return this.pay(req, true);
  }

  async capturePayment(paymentId: string, _idempotencyKey: string, amountCents?: number): Promise<PaymentState> {
    const db = await this.db();
    const row = await this.load(db, paymentId);
    if (row.status === 'succeeded') return this.state(row);
    if (row.status !== 'authorized') throw conflict(SANDBOX_MESSAGES.notCapturable);
    const captured = amountCents ?? row.amount_cents;
    if (!Number.isInteger(captured) || captured <= 0 || captured > row.amount_cents) throw badRequest(SANDBOX_MESSAGES.amount);
    await db.updateTable('sandbox_payments').set({ status: 'succeeded', captured_cents: captured, updated_at: nowIso() })
      .where('id', '=', paymentId).where('status', '=', 'authorized').execute();
    return this.state(await this.load(db, paymentId));
  }

  async cancelPayment(paymentId: string): Promise<PaymentState> {
    const db = await this.db();
    const row = await this.load(db, paymentId);
    if (row.status === 'canceled' || row.status === 'declined') return this.state(row);
    if (row.status !== 'authorized') throw conflict(SANDBOX_MESSAGES.captured);
    await db.updateTable('sandbox_payments').set({ status: 'canceled', updated_at: nowIso() })
      .where('id', '=', paymentId).where('status', '=', 'authorized').execute();
    return this.state(await this.load(db, paymentId));
  }

  async refundPayment(req: RefundRequest): Promise<RefundState> {
    const db = await this.db();
    const earlier = await db.selectFrom('sandbox_refunds').selectAll().where('idempotency_key', '=', req.idempotencyKey).executeTakeFirst();
    if (earlier) {
      if (Number(earlier.amount_cents) !== req.amountCents || earlier.payment_id !== req.paymentId) throw conflict(SANDBOX_MESSAGES.keyReused);
      return { id: earlier.id, paymentId: earlier.payment_id, amountCents: Number(earlier.amount_cents), status: 'succeeded' };
    }
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) throw badRequest(SANDBOX_MESSAGES.amount);
    const row = await this.load(db, req.paymentId);
    if (row.status !== 'succeeded') throw badRequest(SANDBOX_MESSAGES.notRefundable);
    const id = getGateway().idFor('re_sb_', req.idempotencyKey);
    try {
      await inTransaction(db, async (trx) => {
        // Never more than captured less earlier refunds, even when two refunds race.
        const taken = await trx.updateTable('sandbox_payments')
          .set({ refunded_cents: sql<number>`refunded_cents + ${req.amountCents}`, updated_at: nowIso() })
          .where('id', '=', req.paymentId)
          .where(sql<number>`refunded_cents + ${req.amountCents}`, '<=', sql<number>`captured_cents`)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) {
          const now = await this.load(trx as unknown as DB, req.paymentId);
          throw badRequest(SANDBOX_MESSAGES.tooMuch(Number(now.captured_cents) - Number(now.refunded_cents)));
        }
        await trx.insertInto('sandbox_refunds')
          .values({ id, idempotency_key: req.idempotencyKey, payment_id: req.paymentId, amount_cents: req.amountCents, created_at: nowIso() })
          .execute();
      });
    } catch (err) {
      // The same refund asked twice at once: the first one's answer.
      if (isUniqueViolation(err)) return this.refundPayment(req);
      throw err;
    }
    return { id, paymentId: req.paymentId, amountCents: req.amountCents, status: 'succeeded' };
  }

  async savePaymentMethod(req: SavePaymentMethodRequest): Promise<SavedPaymentMethod> {
    // A sandbox token is already reusable: saving it is reading it back.
    const card = await this.describeMethod(req.method);
    return { method: card.method, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, wallet: card.wallet };
  }

  async getPayment(paymentId: string): Promise<PaymentState | null> {
    const row = await (await this.db()).selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
    return row ? this.state(row as Row) : null;
  }

  async findPayment(idempotencyKey: string): Promise<PaymentState | null> {
    const row = await (await this.db()).selectFrom('sandbox_payments').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    return row ? this.state(row as Row) : null;
  }

  private async pay(req: Omit<OffSessionChargeRequest, 'customer'>, capture: boolean): Promise<PaymentState> {
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) throw badRequest(SANDBOX_MESSAGES.amount);
    if (req.currency !== SHOP_CURRENCY) throw badRequest(SANDBOX_MESSAGES.currency);
    const db = await this.db();
    const earlier = await this.replay(db, req);
    if (earlier) return earlier;
    const gateway = getGateway();
    const card = gateway.describe(req.method);
    const decline = gateway.assess(req.method);
    const at = nowIso();
    const row: Row = {
      id: gateway.idFor('pay_sb_', req.idempotencyKey), idempotency_key: req.idempotencyKey, brand_id: req.reference.brandId,
      reference_kind: req.reference.kind, reference_id: req.reference.id, amount_cents: req.amountCents,
      captured_cents: decline || !capture ? 0 : req.amountCents, refunded_cents: 0,
      status: decline ? 'declined' : capture ? 'succeeded' : 'authorized', decline_code: decline?.code ?? null,
      card_brand: card.brand, last4: card.last4, wallet: card.wallet, created_at: at, updated_at: at,
    };
    try {
      await db.insertInto('sandbox_payments').values(row).execute();
    } catch (err) {
      // The same key charged at the same moment by another request or instance: one payment, its answer.
      if (isUniqueViolation(err)) {
        const raced = await this.replay(db, req);
        if (raced) return raced;
      }
      throw err;
    }
    return this.state(row);
  }

  private async replay(db: DB, req: { idempotencyKey: string; amountCents: number }): Promise<PaymentState | null> {
    const seen = await db.selectFrom('sandbox_payments').selectAll().where('idempotency_key', '=', req.idempotencyKey).executeTakeFirst();
    if (!seen) return null;
    if (Number(seen.amount_cents) !== req.amountCents) throw new HttpError(409, SANDBOX_MESSAGES.keyReused);
    return this.state(seen as Row);
  }

  private async load(db: DB, paymentId: string): Promise<Row> {
    const row = await db.selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
    if (!row) throw badRequest(SANDBOX_MESSAGES.unknownPayment);
    return row as Row;
  }

  private state(r: Row): PaymentState {
    const reference: PaymentReference = { kind: r.reference_kind as PaymentReference['kind'], id: r.reference_id, brandId: r.brand_id };
    return {
      id: r.id, status: r.status as PaymentState['status'], amountCents: Number(r.amount_cents), capturedCents: Number(r.captured_cents),
      refundedCents: Number(r.refunded_cents), currency: SHOP_CURRENCY, reference, idempotencyKey: r.idempotency_key,
      decline: r.decline_code ? { code: r.decline_code as DeclineCode, message: declineMessage(r.decline_code) } : null,
      clientSecret: null, actionUrl: null,
      card: r.card_brand ? { brand: r.card_brand, last4: r.last4 ?? '', wallet: r.wallet } : null,
    };
  }
}
