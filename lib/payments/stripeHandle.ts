// What checkout asks of Stripe.js (issue 34), without importing it: the checkout's Stripe chunk
// (components/checkout/stripe/) registers a handle once its Payment Element is ready, and paying
// (lib/checkout/api.ts) calls it. Client-safe, no imports, so the sandbox checkout carries none of Stripe.

/** Who pays, as Stripe's billing_details take it. */
export interface StripeBilling {
  name: string;
  email: string;
  phone?: string;
  address: { line1: string; line2?: string; city: string; state?: string; postal_code: string; country: string };
}

export interface StripeHandle {
  /** The Payment Element's card (or Afterpay) as a PaymentMethod id; card data goes to Stripe only. Throws StripeFieldError. */
  createMethod(billing: StripeBilling): Promise<string>;
  /** Runs the payer's action of a payment (a 3-D Secure challenge; Afterpay redirects the page away). Resolves when done, whatever the outcome: the shop asks the payment's state. */
  handleAction(clientSecret: string): Promise<void>;
}

/** Stripe refused what the shopper typed (an incomplete or invalid card): the message is shown by the fields. */
export class StripeFieldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeFieldError';
  }
}

/**
 * Where the handle is kept between the Stripe chunk and the pay step (one per checkout page, mutable
 * by its methods only): the Payment Element registers its handle, the Express Checkout Element the
 * wallet's method just before it submits the form.
 */
export class StripeSlot {
  handle: StripeHandle | null = null;
  walletMethod: string | null = null;

  register(handle: StripeHandle | null): void {
    this.handle = handle;
  }

  useWalletMethod(method: string | null): void {
    this.walletMethod = method;
  }
}
