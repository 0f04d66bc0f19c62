// Server side of /change_payment (getServerSideProps) with the shopper's cookie.
import type { GetServerSidePropsResult } from 'next';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { loginPath } from '../account/nextPath';
import { paymentMethodsApi } from './api';
import type { PaymentMethods } from './types';

export const CHANGE_PAYMENT_PATH = '/change_payment';

/**
 * The logged-in customer's saved cards, or the redirect to /login?next=/change_payment (GET
 * payment-methods answers 401 for a visitor or an expired session). Other failures throw: the
 * error page rather than a list that looks empty.
 */
export async function paymentMethodsOrLogin(api: ApiClient): Promise<{ methods: PaymentMethods } | GetServerSidePropsResult<never>> {
  try {
    return { methods: await paymentMethodsApi.list(api) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { redirect: { destination: loginPath(CHANGE_PAYMENT_PATH), permanent: false } };
    throw err;
  }
}
