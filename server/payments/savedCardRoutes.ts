import { randomUUID } from 'node:crypto';
import { requireCustomer } from '../accounts/requireCustomer';
import { badRequest } from '../http/errors';
import { admit, tokenizeCounts } from '../throttle/limits';
import { processorFor } from './processors';
import { StripeProcessor } from './stripe/processor';
import type { RouteHandlers } from '../routes';
import { readAddCard, readCardId } from './savedCardInput';
import { addCard, deleteCard, listPaymentMethods, makeDefaultCard } from './savedCards';

/**
 * The logged-in customer's saved cards (spec: "change_payment [payment methods]"; /change_payment).
 * Every call answers the whole list, so the page shows what the database now holds. A card of
 * another customer answers 404 like one that does not exist.
 */
/** The answer on a brand whose cards go through the shop's own form (the sandbox). */
export const SETUP_NOT_USED = 'payment-method/setup: this store takes cards through its own form (payments/tokenize)';

export const savedCardRoutes = {
  'GET payment-methods': async (ctx) => listPaymentMethods(ctx.db, ctx.brand.id, (await requireCustomer(ctx)).id),
  'POST payment-method/add': async (ctx) => {
    const customer = await requireCustomer(ctx);
    const id = await addCard(ctx.db, ctx.brand.id, customer.id, ctx.session.id, readAddCard(ctx.req.body));
    return { id, ...(await listPaymentMethods(ctx.db, ctx.brand.id, customer.id)) };
  },
  /** A Stripe brand: a SetupIntent for the customer, which the page's Payment Element confirms (3-D Secure included) before payment-method/add. */
  'POST payment-method/setup': async (ctx) => {
    const customer = await requireCustomer(ctx);
    await admit(ctx.db, await tokenizeCounts(ctx));
    const processor = processorFor(ctx.brand.id);
    if (!(processor instanceof StripeProcessor)) throw badRequest(SETUP_NOT_USED);
    const intent = await processor.setupIntent({ customerId: customer.id, email: customer.email, name: customer.name }, `${ctx.brand.id}:setup:${customer.id}:${randomUUID()}`);
    return { clientSecret: intent.clientSecret };
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
