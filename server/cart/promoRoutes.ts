import { FLOW_KINDS } from '../../lib/checkout/nextPage';
import { badRequest, conflict } from '../http/errors';
import { optionalString, requireEnum, requireId, requireString } from '../http/input';
import { loadOffer } from '../offers/load';
import type { RouteHandlers } from '../routes';
import { findDiscountCode } from './discountCodes';
import { FREE_GIFT_CLASS, FREE_GIFT_KINDS, FREE_GIFT_MIN_SUBTOTAL_CENTS, giftRule, isGiftEligible, isGiftItem, isGiftLine } from './freeGift';
import { deleteLines, mutateCart } from './mutate';
import { insertOfferLines } from './offerLines';
import { priceCart } from './pricing';
import { assertInStock, assertMayBuy, loadSellable, quantityInCart } from './stock';
import { ADD_ON_REFUSAL } from './lines';
import { isClubMember, isPaused } from './membership';
import { nowIso } from '../db/tx';
import { formatCents } from '../../lib/format/money';
import { shopClub } from '../settings/shopFacts';

const OVERDUE_JOIN = 'Your last monthly payment didn’t go through. Please settle the balance from your account page; your membership then gives member prices again.';

const JOIN_FLOWS: readonly string[] = ['vip_flow', 'checkout_club_flow'];

export const promoRoutes = {
  'POST discount-code': (ctx) => {
    const code = requireString(ctx.req.body, 'code', 50);
    return mutateCart(ctx, async ({ trx, cart }) => {
      const row = await findDiscountCode(trx, ctx.brand, code);
      if (!row) throw badRequest(`code: ${code} is not a valid code`);
      // The code's rules are the pricing's (codeRefusal): priced with the code, a refusal rolls the change back.
      await trx.updateTable('carts').set({ discount_code: row.code }).where('id', '=', cart.id).execute();
      const priced = await priceCart(trx, ctx.brand, { ...cart, discount_code: row.code }, ctx.session.customerId);
      if (priced.discountRefusal) throw badRequest(`code: ${priced.discountRefusal}`);
    });
  },
  'POST discount-code/remove': (ctx) =>
    mutateCart(ctx, async ({ trx, cart }) => {
      await trx.updateTable('carts').set({ discount_code: null }).where('id', '=', cart.id).execute();
    }),
  'POST cart/free-gift': (ctx) => {
    const f = ctx.req.body;
    const kind = requireEnum(f, 'kind', FREE_GIFT_KINDS);
    const itemId = requireId(f, 'itemId');
    const color = optionalString(f, 'color', 100);
    const size = optionalString(f, 'size', 50);
    return mutateCart(ctx, async ({ trx, cart }) => {
      const priced = await priceCart(trx, ctx.brand, cart, ctx.session.customerId);
      const oldGifts = priced.lines.filter((l) => isGiftLine(l.discountClass));
      // The spend after the discount code counts (a $50 cart with 10% off is $45).
      const rule = await giftRule(trx, ctx.brand.id, kind);
      if (!isGiftEligible({ rule, paidSubtotalCents: priced.spendCents, club: priced.clubPerks })) {
        throw badRequest(`kind: spend ${formatCents(FREE_GIFT_MIN_SUBTOTAL_CENTS)} after discounts or join the club to claim ${kind}`);
      }
      if (!rule || !(await isGiftItem(trx, ctx.brand, rule, itemId))) throw badRequest(`itemId: not available as ${kind}`);
      // One gift per cart: choosing again replaces the earlier choice.
      await deleteLines(trx, cart.id, oldGifts.map((l) => l.cartId));
      const item = await loadSellable(trx, ctx.brand, itemId, color, size);
      await assertMayBuy(trx, item, ctx.brand, async () => priced.clubPerks);
      assertInStock(item, await quantityInCart(trx, cart.id, item.id, item.size), 1);
      await trx
        .insertInto('cart_lines')
        .values({
          cart_id: cart.id, item_id: item.id, color: item.color, size: item.size, quantity: 1, quantity_fixed: 1,
          unit_price_override_cents: 0, discount_class: FREE_GIFT_CLASS, banner: 'Free gift', created_at: nowIso(),
        })
        .execute();
      await trx.updateTable('carts').set({ free_promo: kind, removed_free_promo: 0 }).where('id', '=', cart.id).execute();
    });
  },
  'POST cart/club': async (ctx) => {
    const raw = requireString(ctx.req.body, 'join', 10);
    if (!['true', 'false', '1', '0'].includes(raw)) throw badRequest('join: Unknown boolean value');
    const join = raw === 'true' || raw === '1';
    // Joined from the checkout's club offer: checkout_club_flow; from anywhere else (the club page, a VIP landing): vip_flow.
    const via = optionalString(ctx.req.body, 'flow', 30) ?? 'vip_flow';
    if (!JOIN_FLOWS.includes(via)) throw badRequest(`flow: must be one of ${JOIN_FLOWS.join(', ')}`);
    if (join && !(await shopClub(ctx.db, ctx.brand.id)).offered) throw badRequest('join: this store has no club');
    return mutateCart(ctx, async ({ trx, cart }) => {
      if (join) {
        const priced = await priceCart(trx, ctx.brand, cart, ctx.session.customerId);
        if (priced.hasClub) throw conflict('join: you are already a club member');
        // An overdue member settles the balance (POST club/settle) instead of buying the club again.
        const latest = priced.latestMembership;
        if (isClubMember(latest) && !isPaused(latest) && latest.overdue) throw conflict(`join: ${OVERDUE_JOIN}`);
      }
      await trx
        .updateTable('carts')
        .set({ club_in_cart: join ? 1 : 0, checkout_flow: join ? via : 'free_flow' })
        .where('id', '=', cart.id)
        .execute();
    });
  },
  'POST cart/order-bump': (ctx) => {
    const f = ctx.req.body;
    const offerId = requireId(f, 'offerId');
    const color = optionalString(f, 'color', 100);
    const size = optionalString(f, 'size', 50);
    return mutateCart(ctx, async ({ trx, cart }) => {
      const offer = await loadOffer(trx, ctx.brand, offerId, 'order_bump');
      // One click, once: a second click (or a retry) leaves the cart as it is.
      const already = await trx.selectFrom('cart_lines').select('id').where('cart_id', '=', cart.id).where('offer_id', '=', offer.id).executeTakeFirst();
      if (already) return;
      // A bump is an add-on to an order: its price needs a regular item in the cart, or the club bought with it (lines.ts).
      const priced = await priceCart(trx, ctx.brand, cart, ctx.session.customerId);
      if (!priced.addOnPrices) throw badRequest(`offerId: ${ADD_ON_REFUSAL}`);
      const item = await loadSellable(trx, ctx.brand, offer.item_id, color, size);
      await assertMayBuy(trx, item, ctx.brand, async () => priced.clubPerks);
      assertInStock(item, await quantityInCart(trx, cart.id, item.id, item.size), offer.how_many);
      await insertOfferLines(trx, cart.id, offer, item, 'order_bump');
    });
  },
  'POST cart/flow': (ctx) => {
    const flow = requireEnum(ctx.req.body, 'flow', FLOW_KINDS);
    return mutateCart(ctx, async ({ trx, cart }) => {
      await trx.updateTable('carts').set({ checkout_flow: flow }).where('id', '=', cart.id).execute();
    });
  },
} satisfies RouteHandlers;
