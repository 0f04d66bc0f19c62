import type { Fields } from '../../http/types';
import { optionalBoolean, optionalString, requireEnum, requireId, requireInt } from '../../http/input';
import { badRequest } from '../../http/errors';
import { FLOW_KINDS, OFFER_KINDS, OFFER_KINDS_OF, kindFitsList, type OfferKind } from '../../../lib/checkout/nextPage';
import type { OfferListKind } from '../../../lib/checkout/types';
import { formatCents } from '../../../lib/format/money';
import { OFFER_COPY_MAX as COPY_MAX, OFFER_HOW_MANY_MAX as HOW_MANY_MAX, OFFER_POSITION_MAX as POSITION_MAX } from '../../../lib/admin/offerLimits';

/** The lists an offer belongs to: order bumps before checkout, special offers after it. */
export const OFFER_LISTS = ['order_bump', 'special_offer'] as const satisfies readonly OfferListKind[];
/** The funnels an offer may be shown in ('all': every one; server/offers/load.ts listOffers). */
export const OFFER_FLOWS = [...FLOW_KINDS, 'all'] as const;
export const MAX_OFFER_PRICE_CENTS = 10_000_000;

/** The fields of an offer a merchandiser edits: the offers row's columns, with its copy taken apart. */
export interface OfferValues {
  kind: OfferListKind;
  offer_type: OfferKind;
  flow: string;
  position: number;
  item_id: number;
  price_cents: number;
  how_many: number;
  short_item_name: string;
  digital: number;
  active: number;
  headline: string;
  body: string;
  cta: string;
}

const given = (f: Fields, name: string) => f[name] !== undefined;

// Control characters other than a line break (CR or LF: a browser sends a textarea's breaks as CRLF).
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const MARKUP = /[<>]/;

/**
 * Plain text of at most `max` characters: no markup characters (< or >: the copy is shown as text,
 * so markup would only show as symbols) and no control characters; line breaks only in a body.
 * Required text must not be empty.
 */
export function plainText(f: Fields, name: string, max: number, opts: { required?: boolean; multiline?: boolean } = {}): string {
  const v = optionalString(f, name, max) ?? '';
  if (opts.required && !v) throw badRequest(`${name}: is required`);
  if (MARKUP.test(v)) throw badRequest(`${name}: plain text only, without < or >`);
  if (CONTROL.test(v) || (!opts.multiline && /[\r\n]/.test(v))) throw badRequest(`${name}: ${opts.multiline ? 'contains a character that is not allowed' : 'must be one line'}`);
  return opts.multiline ? v.replace(/\r\n?/g, '\n') : v;
}

/**
 * An offer's values from the form: every field for a new offer (`digital` off and `active` on unless
 * sent); for an edit (`current`) each field is optional, an absent one keeping its current value.
 */
export function offerValues(f: Fields, current: OfferValues | null): OfferValues {
  const keep = <K extends keyof OfferValues>(name: string, key: K, read: () => OfferValues[K]): OfferValues[K] =>
    current && !given(f, name) ? current[key] : read();
  const flag = (name: 'digital' | 'active', fallback: number) => {
    const v = optionalBoolean(f, name);
    return v === undefined ? (current?.[name] ?? fallback) : v ? 1 : 0;
  };
  const v: OfferValues = {
    kind: keep('kind', 'kind', () => requireEnum(f, 'kind', OFFER_LISTS)),
    offer_type: keep('offerType', 'offer_type', () => requireEnum(f, 'offerType', OFFER_KINDS)),
    flow: keep('flow', 'flow', () => requireEnum(f, 'flow', OFFER_FLOWS)),
    position: keep('position', 'position', () => requireInt(f, 'position', 0, POSITION_MAX)),
    item_id: keep('itemId', 'item_id', () => requireId(f, 'itemId')),
    price_cents: keep('priceCents', 'price_cents', () => requireInt(f, 'priceCents', 1, MAX_OFFER_PRICE_CENTS)),
    how_many: keep('howMany', 'how_many', () => requireInt(f, 'howMany', 1, HOW_MANY_MAX)),
    short_item_name: keep('shortItemName', 'short_item_name', () => plainText(f, 'shortItemName', COPY_MAX.shortItemName, { required: true })),
    digital: flag('digital', 0),
    active: flag('active', 1),
    headline: keep('headline', 'headline', () => plainText(f, 'headline', COPY_MAX.headline, { required: true })),
    body: keep('body', 'body', () => plainText(f, 'body', COPY_MAX.body, { multiline: true })),
    cta: keep('cta', 'cta', () => plainText(f, 'cta', COPY_MAX.cta)),
  };
  return v;
}

/**
 * The offer type must fit its list (kindFitsList: cb and cbv2 are order bumps, csr and ms special
 * offers): an offer filed under the other list is never shown (server/offers/load.ts).
 */
export function checkOfferKind(v: Pick<OfferValues, 'kind' | 'offer_type'>): void {
  if (!kindFitsList(v.kind, v.offer_type)) {
    throw badRequest(`offerType: ${v.kind === 'order_bump' ? 'an order bump' : 'a special offer'} is one of ${OFFER_KINDS_OF[v.kind].join(', ')}`);
  }
}

/** Dollar amounts the copy names: "$14.99", "$50". */
export function namedPrices(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?(?!\d)/g)].map((m) => Number(m[1].replace(/,/g, '')) * 100 + Number(m[2] ?? 0));
}

/**
 * The offer's price against its item's regular price (what the item sells for on its item page,
 * the reference the funnel shows: server/offers/present.ts): below it for the offer's pieces, or it is
 * no offer. And the copy may name no other price than the offer's, the item's or the pieces': an
 * edited price with the old price left in the headline would tell the shopper a price the cart does not charge.
 */
export function checkOfferPrice(v: Pick<OfferValues, 'price_cents' | 'how_many' | 'headline' | 'body' | 'cta'>, itemCents: number): void {
  const regular = itemCents * v.how_many;
  if (v.price_cents >= regular) {
    throw badRequest(`priceCents: must be below ${formatCents(regular)}, the item's regular price${v.how_many > 1 ? ` for ${v.how_many}` : ''}`);
  }
  const allowed = new Set([v.price_cents, regular, itemCents]);
  for (const name of ['headline', 'body', 'cta'] as const) {
    const wrong = namedPrices(v[name]).find((cents) => !allowed.has(cents));
    if (wrong !== undefined) {
      throw badRequest(`${name}: names ${formatCents(wrong)}, which is neither the offer price (${formatCents(v.price_cents)}) nor the item's regular price (${formatCents(itemCents)}); change the copy with the price`);
    }
  }
}
