import { brandPage } from '../../lib/page/brandPage';
import { ApiError } from '../../lib/api/errors';
import { checkoutApi } from '../../lib/checkout/api';
import { orderIdFrom } from '../../lib/checkout/offers';
import { CheckoutHead } from '../../components/checkout/CheckoutHead';
import { PaymentReturnProblem } from '../../components/checkout/PaymentReturnProblem';

interface Props {
  message: string;
  /** The payment is still waiting for the payer (they came back without finishing): checkout can be tried again. */
  waiting: boolean;
}

/**
 * Where a redirected payer comes back (Afterpay/Clearpay through Stripe; issue 34): the shop asks
 * the processor how the payment ended (POST checkout/complete) and goes on to the funnel's next page,
 * or says what happened. The outcome is read at Stripe, never taken from this URL's query.
 */
export const getServerSideProps = brandPage<Props>('/checkout/return', async ({ api, query }) => {
  const orderId = orderIdFrom(query.order);
  if (!orderId) return { redirect: { destination: '/checkout', permanent: false } };
  try {
    const answer = await checkoutApi.completePayment(api, orderId);
    if (answer.next) return { redirect: { destination: answer.next, permanent: false } };
    return { props: { message: 'Your payment was not completed. Nothing was charged; your cart is kept.', waiting: true } };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    const message = err.status === 402 ? `${err.messages[0] ?? 'Your payment was declined.'} Nothing was charged; your cart is kept.` : (err.messages[0] ?? 'We couldn’t find that payment.');
    return { props: { message, waiting: false } };
  }
});

export default function CheckoutReturn({ message, waiting }: Props) {
  return (
    <>
      <CheckoutHead />
      <PaymentReturnProblem message={message} waiting={waiting} />
    </>
  );
}
