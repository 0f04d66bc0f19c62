// What the shop API's saved payment method calls answer (server/payments/savedCardRoutes.ts; docs/api.md).

/** A saved card as GET payment-methods lists it. Never the number, the CVC or the gateway token. */
export interface SavedCard {
  id: number;
  /** The card type ('visa', 'mastercard', 'amex', … as lib/validation/card.ts names them). */
  brand: string;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  /** Past its expiry month. */
  expired: boolean;
  /** Exactly one card is the default whenever there is a card. */
  isDefault: boolean;
}

/** GET payment-methods, payment-method/default and payment-method/delete. */
export interface PaymentMethods {
  /** The default first, then newest first. */
  cards: SavedCard[];
  /** Most cards a customer may save. */
  limit: number;
  /** The customer has an active or paused club membership here, which bills the card: the last one cannot be removed. */
  clubNeedsCard: boolean;
}

/** POST payment-method/add: the cards plus the new card's id. */
export interface PaymentMethodAdded extends PaymentMethods {
  id: number;
}

/** POST payments/tokenize. */
export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** POST payments/stripe-webhook's answer to Stripe: the event was taken (`duplicate`: it had been applied before). */
export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
}
