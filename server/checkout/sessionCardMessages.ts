/** POST checkout's refusals of sessionCardOrderId (one-click checkout, sessionCard.ts). */
export const SESSION_CARD_MESSAGES = {
  gone: 'sessionCardOrderId: The card from that order can no longer be used here. Enter a card instead.',
  otherEmail: 'sessionCardOrderId: The card from your last order pays only for orders to the same email. Use that email or enter a card.',
  both: 'sessionCardOrderId: send one way to pay: a typed card, a saved card or the card from your last order',
} as const;
