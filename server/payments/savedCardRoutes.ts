import { requireCustomer } from '../accounts/requireCustomer';
import type { RouteHandlers } from '../routes';
import { readAddCard, readCardId } from './savedCardInput';
import { addCard, deleteCard, listPaymentMethods, makeDefaultCard } from './savedCards';

/**
 * The logged-in customer's saved cards (spec: "change_payment [payment methods]"; /change_payment).
 * Every call answers the whole list, so the page shows what the database now holds. A card of
 * another customer answers 404 like one that does not exist.
 */
export const savedCardRoutes = {
  'GET payment-methods': async (ctx) => listPaymentMethods(ctx.db, ctx.brand.id, (await requireCustomer(ctx)).id),
  'POST payment-method/add': async (ctx) => {
    const customer = await requireCustomer(ctx);
    const id = await addCard(ctx.db, ctx.brand.id, customer.id, ctx.session.id, readAddCard(ctx.req.body));
    return { id, ...(await listPaymentMethods(ctx.db, ctx.brand.id, customer.id)) };
  },
  'POST payment-method/default': async (ctx) => {
    const customer = await requireCustomer(ctx);
    await makeDefaultCard(ctx.db, ctx.brand.id, customer.id, readCardId(ctx.req.body));
    return listPaymentMethods(ctx.db, ctx.brand.id, customer.id);
  },
  'POST payment-method/delete': async (ctx) => {
    const customer = await requireCustomer(ctx);
    await deleteCard(ctx.db, ctx.brand.id, customer.id, readCardId(ctx.req.body));
    return listPaymentMethods(ctx.db, ctx.brand.id, customer.id);
  },
} satisfies RouteHandlers;
