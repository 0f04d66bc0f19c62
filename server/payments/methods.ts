import { badRequest } from '../http/errors';
import type { StoreSettings } from '../settings/store';
import { formatCents, toCents } from '../../lib/format/money';

export const PAYMENT_METHODS = ['card', 'afterpay', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Buy now, pay later: the total in four instalments. */
export const AFTERPAY_INSTALMENTS = 4;

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
