import { requireCustomer } from '../accounts/requireCustomer';
import type { RouteDef } from '../routes';
import { readAddCard, readCardId } from './savedCardInput';
import { addCard, deleteCard, listPaymentMethods, makeDefaultCard } from './savedCards';

/**
 * The logged-in customer's saved cards (spec: "change_payment [payment methods]"; /change_payment).
 * Every call answers the whole list, so the page shows what the database now holds. A card of
 * another customer answers 404 like one that does not exist.
 */
export const savedCardRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: 'payment-methods',
    handler: async (ctx) => listPaymentMethods(ctx.db, ctx.brand.id, (await requireCustomer(ctx)).id),
  },
  {
    method: 'POST',
    path: 'payment-method/add',
    handler: async (ctx) => {
      const customer = await requireCustomer(ctx);
      const id = await addCard(ctx.db, ctx.brand.id, customer.id, ctx.session.id, readAddCard(ctx.req.body));
      return { id, ...(await listPaymentMethods(ctx.db, ctx.brand.id, customer.id)) };
    },
  },
  {
    method: 'POST',
    path: 'payment-method/default',
    handler: async (ctx) => {
      const customer = await requireCustomer(ctx);
      await makeDefaultCard(ctx.db, ctx.brand.id, customer.id, readCardId(ctx.req.body));
      return listPaymentMethods(ctx.db, ctx.brand.id, customer.id);
    },
  },
  {
    method: 'POST',
    path: 'payment-method/delete',
    handler: async (ctx) => {
      const customer = await requireCustomer(ctx);
      await deleteCard(ctx.db, ctx.brand.id, customer.id, readCardId(ctx.req.body));
      return listPaymentMethods(ctx.db, ctx.brand.id, customer.id);
    },
  },
];
