import { badRequest } from '../http/errors';
import type { StoreSettings } from '../settings/store';
import { formatCents, toCents } from '../../lib/format/money';
import { INSTALMENT_COUNT, instalmentAmounts } from '../../lib/payments/instalments';

export const PAYMENT_METHODS = ['card', 'afterpay', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Buy now, pay later: the total in four instalments (lib/payments/instalments.ts). */
export const AFTERPAY_INSTALMENTS = INSTALMENT_COUNT;

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Instalments for a method, or a 400 when the method is not offered for this total. */
export function checkPaymentMethod(method: PaymentMethod, settings: StoreSettings, totalCents: number): number {
  if (method === 'afterpay') {
    const min = toCents(Number(settings.afterpayMin));
    const max = toCents(Number(settings.afterpayMax));
    if (!truthy(settings.afterpay) || !(totalCents >= min && totalCents <= max)) {
      throw badRequest(`paymentMethod: installments are available for orders from ${formatCents(min)} to ${formatCents(max)}`);
    }
    return AFTERPAY_INSTALMENTS;
  }
  if (method === 'wallet' && !truthy(settings.stripeJsApplePay)) throw badRequest('paymentMethod: wallet payments are not available');
  return 1;
}

/**
 * Whether the shop itself runs the Pay in 4 schedule on the shopper's card (the sandbox: a quarter at
 * checkout, the rest by the `instalments` job, server/payments/instalments.ts). A real processor's
 * buy-now-pay-later method (Stripe: Afterpay/Clearpay) pays the shop in full and runs its own schedule.
 */
export const shopRunsInstalments = (processorName: string, instalments: number): boolean => instalments > 1 && processorName === 'sandbox';

/** What checkout charges today: the first instalment when the shop runs the schedule, else the total. */
export function chargeTodayCents(processorName: string, instalments: number, totalCents: number): number {
  return shopRunsInstalments(processorName, instalments) ? instalmentAmounts(totalCents)[0] : totalCents;
}

/** How many payments a method takes (checkPaymentMethod has allowed it already). */
export const instalmentsOf = (method: string): number => (method === 'afterpay' ? AFTERPAY_INSTALMENTS : 1);
