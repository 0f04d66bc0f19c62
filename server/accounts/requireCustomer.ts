import type { AccountCustomer } from '../../lib/account/types';
import { unauthorized } from '../http/errors';
import type { ShopContext } from '../http/types';
import { loadCustomerView } from './account';
import { ACCOUNT_MESSAGES } from './input';

/** The logged-in customer of this brand, or a 401 'Please log in to continue.' */
export async function requireCustomer(ctx: ShopContext): Promise<AccountCustomer> {
  const id = ctx.session.customerId;
  const customer = id === null ? null : await loadCustomerView(ctx.db, ctx.brand, id);
  if (!customer) throw unauthorized(ACCOUNT_MESSAGES.loginRequired);
  return customer;
}
