import Head from 'next/head';

/** Every checkout funnel page: title 'Secure Checkout', not indexed. */
export function CheckoutHead() {
  return (
    <Head>
      <title>Secure Checkout</title>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
