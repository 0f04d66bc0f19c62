import type { AdminRoute, SignedInContext } from '../http/types';
import { refundClubCharge } from './chargeRefund';
import { clubActionFromBackOffice, type ClubAction } from './clubActions';
import { adminCustomerDetail } from './detail';
import { sendPasswordResetFromBackOffice } from './passwordReset';
import { scopedCustomer } from './scope';
import { searchCustomers } from './search';

const ip = (ctx: SignedInContext) => ctx.req.ip ?? null;
const customer = (ctx: SignedInContext) => scopedCustomer(ctx.db, ctx.staff, ctx.params.id);

const clubRoute = (action: ClubAction): AdminRoute => ({
  method: 'POST', path: `customers/:id/club/${action}`, access: 'customers.club',
  handler: async (ctx) => clubActionFromBackOffice(ctx.db, ctx.staff, await customer(ctx), action, ctx.req.body, ip(ctx), ctx.now),
});

/** Customers and the club (docs/admin.md): search, the customer page, club actions on their behalf, charge refunds, a password-reset mail. */
export const customerRoutes: AdminRoute[] = [
  { method: 'GET', path: 'customers', access: 'customers.read', handler: (ctx) => searchCustomers(ctx.db, ctx.staff, ctx.req.query) },
  { method: 'GET', path: 'customers/:id', access: 'customers.read', handler: async (ctx) => adminCustomerDetail(ctx.db, await customer(ctx)) },
  clubRoute('skip'),
  clubRoute('pause'),
  clubRoute('resume'),
  clubRoute('cancel'),
  {
    method: 'POST', path: 'customers/:id/charges/:chargeId/refund', access: 'customers.refund',
    handler: async (ctx) => refundClubCharge(ctx.db, ctx.staff, await customer(ctx), ctx.params.chargeId, ctx.req.body, ip(ctx), ctx.now),
  },
  {
    method: 'POST', path: 'customers/:id/password-reset', access: 'customers.reset',
    handler: async (ctx) => sendPasswordResetFromBackOffice(ctx.db, ctx.staff, await customer(ctx), ip(ctx), ctx.now),
  },
];
