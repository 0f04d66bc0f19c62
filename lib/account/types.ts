// What the shop API's account calls answer (server/accounts/routes.ts builds them; docs/api.md).

export interface AccountCustomer {
  id: number;
  name: string;
  email: string;
}

export interface AccountOrder {
  id: number;
  /** ISO date-time of the order. */
  date: string;
  total: number;
  status: string;
  itemCount: number;
}

export interface AccountClub {
  member: boolean;
  paused: boolean;
}

/** GET account. */
export interface AccountOverview {
  customer: AccountCustomer;
  club: AccountClub;
  /** This customer's orders of this brand, newest first, at most 20. */
  orders: AccountOrder[];
}

/** POST login, confirm-register and reset-password. */
export interface LoggedIn {
  customer: AccountCustomer;
}

/** POST register and forgot: always the same answer for a well-formed request (no enumeration). */
export interface MailSent {
  sent: boolean;
}
