/**
 * The event plan (docs/analytics.md): the same names go to every destination that takes events; the
 * ad pixel gets Meta's standard names for those it knows. Properties never hold personal data (no
 * email, name, phone or address): ids, names of products, amounts, counts and flags only.
 */
import { roundMoney } from '../format/money';

export const PLAN_EVENTS = [
  'Page Viewed',
  'Product Viewed',
  'Product Added',
  'Cart Viewed',
  'Checkout Started',
  'Payment Info Submitted',
  'Order Completed',
  'Order Bump Accepted',
  'Order Bump Declined',
  'Special Offer Accepted',
  'Special Offer Declined',
  'Club Joined',
  'Club Skipped',
  'Club Paused',
  'Club Resumed',
  'Club Cancelled',
  'Signed Up',
  'Logged In',
  'Search',
] as const;
export type PlanEvent = (typeof PLAN_EVENTS)[number];

export interface OrderItem {
  id: string;
  quantity: number;
  price: number;
}

export type EventProps = Record<string, string | number | boolean | null | undefined | readonly string[] | readonly OrderItem[]>;

/** Property names that must never leave the browser in an event (the plan carries no personal data). */
const PERSONAL = /email|phone|first_?name|last_?name|full_?name|address|street|zip|postal|card|cvv|cvc|password|birth/i;

/**
 * The properties without anything personal-looking (a guard under the call sites, which send none).
 * A yes/no flag says nothing about the shopper whatever its name (Payment Info Submitted's
 * `saved_card`), so booleans are kept.
 */
export function withoutPersonal(props: EventProps): EventProps {
  const out: EventProps = {};
  for (const [k, v] of Object.entries(props)) if (v !== undefined && (typeof v === 'boolean' || !PERSONAL.test(k))) out[k] = v;
  return out;
}

export interface PixelEvent {
  name: 'PageView' | 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'AddPaymentInfo' | 'Purchase' | 'CompleteRegistration' | 'Search' | 'Subscribe';
  data?: Record<string, unknown>;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? roundMoney(v) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v.slice(0, 200) : undefined);
function items(v: unknown): OrderItem[] {
  return Array.isArray(v) ? (v as OrderItem[]).filter((i) => i && typeof i.id === 'string').slice(0, 100) : [];
}

/** The Meta pixel event for a plan event (spec section 7), or null for those only product analytics takes. */
export function toPixelEvent(event: PlanEvent, p: EventProps): PixelEvent | null {
  switch (event) {
    case 'Page Viewed':
      return { name: 'PageView' };
    case 'Product Viewed':
    case 'Product Added': {
      const id = str(p.product_id);
      const qty = num(p.quantity) ?? 1;
      const price = num(p.price);
      return {
        name: event === 'Product Viewed' ? 'ViewContent' : 'AddToCart',
        data: {
          content_ids: id ? [id] : [],
          content_type: 'product',
          content_name: str(p.name),
          value: price === undefined ? undefined : roundMoney(price * (event === 'Product Added' ? qty : 1)),
          currency: 'USD',
        },
      };
    }
    case 'Checkout Started': {
      const list = items(p.items);
      return {
        name: 'InitiateCheckout',
        data: { value: num(p.value), currency: 'USD', num_items: list.reduce((n, i) => n + i.quantity, 0), contents: list.map((i) => ({ id: i.id, quantity: i.quantity, item_price: i.price })) },
      };
    }
    case 'Payment Info Submitted':
      return { name: 'AddPaymentInfo', data: { value: num(p.value), currency: 'USD' } };
    case 'Order Completed': {
      const list = items(p.items);
      return {
        name: 'Purchase',
        data: {
          value: num(p.revenue),
          currency: 'USD',
          order_id: str(p.order_id),
          num_items: list.reduce((n, i) => n + i.quantity, 0),
          contents: list.map((i) => ({ id: i.id, quantity: i.quantity, item_price: i.price })),
        },
      };
    }
    case 'Signed Up':
      return { name: 'CompleteRegistration' };
    case 'Search':
      return { name: 'Search', data: { search_string: str(p.query) } };
    case 'Club Joined':
      return { name: 'Subscribe', data: { value: num(p.value), currency: 'USD' } };
    default:
      return null;
  }
}

/** Drops undefined values (the mirror's event_json_data is checked strictly by the shop API). */
export function compact(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (v !== undefined) out[k] = v;
  return out;
}
