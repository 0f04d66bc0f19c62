// Server side of /change_payment (getServerSideProps) with the shopper's cookie.
import type { ApiClient } from '../api/client';
import { loadOrLogin, type PropsOrLogin } from '../account/orLogin';
import { paymentMethodsApi } from './api';
import type { PaymentMethods } from './types';

export const CHANGE_PAYMENT_PATH = '/change_payment';

/**
 * The logged-in customer's saved cards, or the redirect to /login?next=/change_payment (GET
 * payment-methods answers 401 for a visitor or an expired session). Other failures throw: the
 * error page rather than a list that looks empty.
 */
export function paymentMethodsOrLogin(api: ApiClient): Promise<PropsOrLogin<{ methods: PaymentMethods }>> {
  return loadOrLogin('methods', CHANGE_PAYMENT_PATH, () => paymentMethodsApi.list(api));
}
