// The club's monthly piece (issue 36): each paid billing date of an active membership ships the
// member a piece picked from their style profile, in their size, free, to their default address, as
// an order in their account that ships like any other. The piece is reserved (a pending order, its
// stock taken) before the card is charged and confirmed after; a decline gives it back. No piece
// that can be picked and shipped means no charge (billing.ts): a member is never charged for a
// month that ships nothing.
import type { Trx } from '../db/tx';
import { nowIso } from '../db/tx';
import { abandonOrder } from '../checkout/confirm';
import { shippingAddressOf } from '../orders/detail';
import { ACCESSORY_TYPES, PIECE_KINDS } from './pieceKinds';
import type { ClubRow } from './membership';

export interface PickedPiece {
  itemId: number;
  name: string;
  size: string;
  color: string;
  image: string;
}

/** A month's piece and what comes with it: a bonus piece and a free accessory when the membership has them this month. */
export interface MonthsPieces {
  piece: PickedPiece;
  /** How the piece was chosen: by the member on the picks page, by the shop, or by the shop because the member's choice sold out. */
  source: PieceSource;
  /** The member's further pieces this month (clubMultiQty: `pieces` above 1), each billed at the monthly price. */
  extras: PickedPiece[];
  bonus: PickedPiece | null;
  accessory: PickedPiece | null;
}

export type PieceSource = 'chosen' | 'picked' | 'choiceSoldOut';

/** Why no piece could be picked (mailed to the member, who is not charged). */
export type NoPiece = 'noSize' | 'noAddress' | 'soldOut';

const pieceKey = (membershipId: number, billingDate: string) => `club-piece:${membershipId}:${billingDate}`;

/** The member's answers: field → chosen. */
async function profileOf(trx: Trx, row: Pick<ClubRow, 'brand_id' | 'customer_id'>): Promise<Map<string, string>> {
  const rows = await trx.selectFrom('style_profiles').select(['field', 'chosen']).where('brand_id', '=', row.brand_id).where('owner_key', '=', `c:${row.customer_id}`).execute();
  return new Map(rows.map((r) => [r.field, r.chosen.trim()]));
}

/** Where the member's pieces ship: their default address, else the shipping address of their latest order. */
async function shipTo(trx: Trx, customerId: number): Promise<Record<string, string> | null> {
  const saved = await trx.selectFrom('addresses').selectAll().where('customer_id', '=', customerId).orderBy('is_default', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (saved) {
    return { name: saved.name, company: saved.company, country: saved.country, address: saved.address, address2: saved.address2, city: saved.city, state: saved.state, zip: saved.zip, phone: saved.phone };
  }
  const last = await trx.selectFrom('orders').select('addresses_json').where('customer_id', '=', customerId).where('status', 'in', ['paid', 'shipped', 'delivered']).orderBy('id', 'desc').executeTakeFirst();
  const ship = last ? shippingAddressOf(last.addresses_json) : null;
  return ship?.address ? { ...ship } : null;
}

/**
 * The size the member last bought: of these types, else of anything with a size (the quiz's size
 * answer is optional; an order says what fits).
 */
async function orderedSize(trx: Trx, customerId: number, types: readonly string[]): Promise<string | null> {
  const lines = await trx.selectFrom('order_items as l').innerJoin('orders as o', 'o.id', 'l.order_id').innerJoin('items as i', 'i.id', 'l.item_id')
    .select(['l.size', 'i.type']).where('o.customer_id', '=', customerId).where('o.status', 'in', ['paid', 'shipped', 'delivered'])
    .where('l.size', '!=', '').where('l.discount_class', '!=', 'club_piece').orderBy('o.id', 'desc').orderBy('l.id', 'desc').limit(50).execute();
  return (lines.find((l) => types.includes(l.type)) ?? lines.find((l) => l.size !== 'One Size'))?.size ?? null;
}

/** An item the member could get this month, in their size for its kind. */
interface Candidate {
  id: number;
  name: string;
  base_color: string;
  size: string;
  /** Never sent to this member before. */
  fresh: boolean;
  /** Of the member's favorite color. */
  favorite: boolean;
  /** When it was last sent (higher: more recently); -1 when never. */
  sentRank: number;
}

/**
 * Every item of the brand's piece kinds in stock in the member's size for that kind, kind by kind in
 * the brand's order, each kind's newest first; `sized` is false when the member has no size at all.
 */
async function candidatesOf(trx: Trx, row: Pick<ClubRow, 'brand_id' | 'customer_id'>): Promise<{ sized: boolean; byKind: Candidate[][] }> {
  const kinds = PIECE_KINDS[row.brand_id] ?? [];
  const profile = await profileOf(trx, row);
  // Oldest first, so lastIndexOf tells how recently an item was sent.
  const sent = (await trx.selectFrom('order_items as l').innerJoin('orders as o', 'o.id', 'l.order_id').select('l.item_id')
    .where('o.customer_id', '=', row.customer_id).where('l.discount_class', '=', 'club_piece').orderBy('l.id').execute()).map((r) => Number(r.item_id));
  const favorite = (profile.get('favorite_color') ?? '').toLowerCase();
  let sized = false;
  const byKind: Candidate[][] = [];
  for (const kind of kinds) {
    const size = profile.get(kind.sizeField) || (await orderedSize(trx, row.customer_id, kind.types));
    if (!size) continue;
    sized = true;
    const rows = await trx.selectFrom('items as i').innerJoin('item_sizes as s', 's.item_id', 'i.id')
      .select(['i.id', 'i.name', 'i.base_color', 's.size'])
      .where('i.brand_id', '=', row.brand_id).where('i.active', '=', 1).where('i.type', 'in', [...kind.types])
      .where('s.size', '=', size).where('s.stock', '>', 0)
      .orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute();
    byKind.push(rows.map((c) => {
      const id = Number(c.id);
      return { ...c, id, fresh: !sent.includes(id), favorite: Boolean(favorite) && c.base_color.toLowerCase().includes(favorite), sentRank: sent.lastIndexOf(id) };
    }));
  }
  return { sized, byKind };
}

/**
 * The piece for this member: an item of the brand's piece types in the member's size with stock,
 * one they were not sent before (the favorite color first, then the newest), or, once every match
 * was sent, the one sent longest ago. The reason when there is none.
 */
export async function pickPiece(trx: Trx, row: Pick<ClubRow, 'brand_id' | 'customer_id'>): Promise<PickedPiece | NoPiece> {
  const { sized, byKind } = await candidatesOf(trx, row);
  for (const kind of byKind) {
    // Something new of this kind (the favorite color first), before any other kind and before any repeat.
    const fresh = kind.filter((c) => c.fresh);
    const best = fresh.find((c) => c.favorite) ?? fresh[0];
    if (best) return withImage(trx, best);
  }
  const every = byKind.flat();
  // Every match was sent before: the one sent longest ago.
  if (every.length) return withImage(trx, [...every].sort((a, b) => a.sentRank - b.sentRank)[0]);
  return sized ? 'soldOut' : 'noSize';
}

/**
 * What the member may choose from this month ("this month's picks"): the shop's own pick first, then
 * the other pieces they were not sent before (kind by kind, favorite color first, newest first), then
 * repeats, sent longest ago first; `limit` at most.
 */
export async function picksFor(trx: Trx, row: Pick<ClubRow, 'brand_id' | 'customer_id'>, limit: number): Promise<PickedPiece[]> {
  const { byKind } = await candidatesOf(trx, row);
  const own = await pickPiece(trx, row);
  const fresh = byKind.flatMap((kind) => [...kind.filter((c) => c.fresh && c.favorite), ...kind.filter((c) => c.fresh && !c.favorite)]);
  const repeats = byKind.flat().filter((c) => !c.fresh).sort((a, b) => a.sentRank - b.sentRank);
  const ordered = [...fresh, ...repeats].filter((c) => typeof own === 'string' || c.id !== own.itemId || c.size !== own.size);
  const picks: PickedPiece[] = typeof own === 'string' ? [] : [own];
  for (const c of ordered) {
    if (picks.length >= limit) break;
    picks.push(await withImage(trx, c));
  }
  return picks;
}

async function withImage(trx: Trx, c: { id: number; name: string; base_color: string; size: string }): Promise<PickedPiece> {
  const image = await trx.selectFrom('item_images').select('url').where('item_id', '=', c.id).orderBy('position').executeTakeFirst();
  return { itemId: c.id, name: c.name, size: c.size, color: c.base_color, image: image?.url ?? '' };
}

/**
 * Reserves this billing date's piece, and the month's bonus piece and free accessory when the
 * membership has them: its order, pending, with their stock taken (the same order again when a run
 * crashed after reserving it). The order is free: the membership's charge pays for it (club_charges),
 * so it carries no payment of its own.
 */
export async function reservePiece(trx: Trx, row: ClubRow, billingDate: string): Promise<{ orderId: number; piece: MonthsPieces } | NoPiece> {
  const key = pieceKey(row.id, billingDate);
  const earlier = await trx.selectFrom('orders').select('id').where('brand_id', '=', row.brand_id).where('idempotency_key', '=', key).executeTakeFirst();
  if (earlier) return { orderId: Number(earlier.id), piece: await piecesOf(trx, Number(earlier.id), row.id, billingDate, Number(row.pieces ?? 1)) };
  const address = await shipTo(trx, row.customer_id);
  if (!address) return 'noAddress';
  const chosen = await chosenPiece(trx, row, billingDate);
  const fromChoice = chosen && (await takeOne(trx, chosen)) ? chosen : null;
  const picked = fromChoice ?? (await pickPiece(trx, row));
  if (typeof picked === 'string') return picked;
  if (!fromChoice && !(await takeOne(trx, picked))) return 'soldOut';
  const source: PieceSource = fromChoice ? 'chosen' : chosen ? 'choiceSoldOut' : 'picked';
  const customer = await trx.selectFrom('customers').select('email').where('id', '=', row.customer_id).executeTakeFirstOrThrow();
  const order = await trx.insertInto('orders').values({
    brand_id: row.brand_id, customer_id: row.customer_id, session_id: null, parent_order_id: null, email: customer.email, status: 'pending',
    subtotal_cents: 0, discount_cents: 0, shipping_cents: 0, tax_cents: 0, total_cents: 0, discount_code: null, shipping_method: 'Standard',
    addresses_json: JSON.stringify({ shipping: address, billing: address, billingSameAsShipping: true }), payment_token: null,
    idempotency_key: key, created_at: nowIso(), checkout_flow: 'club_piece',
  }).returning('id').executeTakeFirstOrThrow();
  const orderId = Number(order.id);
  await addLine(trx, orderId, picked, 'club_piece');
  // Further pieces the member takes each month (clubMultiQty), each only when one can be picked; only those that ship are charged.
  const extras: PickedPiece[] = [];
  for (let n = 1; n < Math.max(1, Number(row.pieces ?? 1)); n++) {
    const next = await pickPiece(trx, row);
    if (typeof next === 'string' || !(await takeOne(trx, next))) break;
    extras.push(next);
    await addLine(trx, orderId, next, 'club_piece');
  }
  // The month's extras (the flags say this month has them), each only when one can be picked.
  let bonus: PickedPiece | null = null;
  if (Number(row.bonus_piece) === 1) {
    const next = await pickPiece(trx, row);
    if (typeof next !== 'string' && (await takeOne(trx, next))) {
      bonus = next;
      await addLine(trx, orderId, next, 'club_piece');
    }
  }
  const accessory = Number(row.free_accessory) === 1 ? await pickAccessory(trx, row.brand_id) : null;
  if (accessory) await addLine(trx, orderId, accessory, 'club_accessory');
  return { orderId, piece: { piece: picked, source, extras, bonus, accessory } };
}

/** The member's choice for this billing date (the picks page), when the item is still sold by the brand. */
async function chosenPiece(trx: Trx, row: ClubRow, billingDate: string): Promise<PickedPiece | null> {
  const choice = await trx.selectFrom('club_piece_choices as c').innerJoin('items as i', 'i.id', 'c.item_id')
    .select(['i.id', 'i.name', 'i.base_color', 'c.size'])
    .where('c.membership_id', '=', row.id).where('c.billing_date', '=', billingDate).where('i.brand_id', '=', row.brand_id).where('i.active', '=', 1)
    .executeTakeFirst();
  return choice ? withImage(trx, { ...choice, id: Number(choice.id) }) : null;
}

async function takeOne(trx: Trx, p: PickedPiece): Promise<boolean> {
  const taken = await trx.updateTable('item_sizes').set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('item_id', '=', p.itemId).where('size', '=', p.size).where('stock', '>=', 1).executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

const addLine = (trx: Trx, orderId: number, p: PickedPiece, discountClass: 'club_piece' | 'club_accessory') =>
  trx.insertInto('order_items').values({
    order_id: orderId, item_id: p.itemId, name: p.name, color: p.color, size: p.size, image: p.image,
    quantity: 1, unit_price_cents: 0, total_cents: 0, discount_class: discountClass, offer_id: null,
  }).execute();

/** A free accessory of the brand's accessory types with stock (the newest), its stock taken; null when none. */
async function pickAccessory(trx: Trx, brandId: string): Promise<PickedPiece | null> {
  const types = ACCESSORY_TYPES[brandId] ?? [];
  if (!types.length) return null;
  const candidates = await trx.selectFrom('items as i').innerJoin('item_sizes as s', 's.item_id', 'i.id')
    .select(['i.id', 'i.name', 'i.base_color', 's.size']).where('i.brand_id', '=', brandId).where('i.active', '=', 1)
    .where('i.type', 'in', [...types]).where('s.stock', '>', 0).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(5).execute();
  for (const c of candidates) {
    const picked = await withImage(trx, { ...c, id: Number(c.id) });
    if (await takeOne(trx, picked)) return picked;
  }
  return null;
}

/** The pieces of a month's order already reserved (a rerun after a crash). */
async function piecesOf(trx: Trx, orderId: number, membershipId: number, billingDate: string, count: number): Promise<MonthsPieces> {
  const lines = await trx.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const asPiece = (l: (typeof lines)[number]): PickedPiece => ({ itemId: Number(l.item_id), name: l.name, size: l.size, color: l.color, image: l.image });
  const pieces = lines.filter((l) => l.discount_class === 'club_piece').map(asPiece);
  const accessory = lines.find((l) => l.discount_class === 'club_accessory');
  const choice = await trx.selectFrom('club_piece_choices').select(['item_id', 'size']).where('membership_id', '=', membershipId).where('billing_date', '=', billingDate).executeTakeFirst();
  const source: PieceSource = !choice ? 'picked' : Number(choice.item_id) === Number(pieces[0].itemId) && choice.size === pieces[0].size ? 'chosen' : 'choiceSoldOut';
  // Inserted in order: the piece, the further pieces, then the bonus piece.
  const extras = pieces.slice(1, Math.max(1, count));
  return { piece: pieces[0], source, extras, bonus: pieces[extras.length + 1] ?? null, accessory: accessory ? asPiece(accessory) : null };
}

/** The month was paid: its order is the member's to follow and ships like any order; this month's extras are used. */
export async function confirmPiece(trx: Trx, orderId: number, membershipId: number): Promise<void> {
  await trx.updateTable('orders').set({ status: 'paid' }).where('id', '=', orderId).where('status', '=', 'pending').execute();
  await trx.updateTable('club_memberships').set({ free_accessory: 0, bonus_piece: 0 }).where('id', '=', membershipId).execute();
}

/** The month was not paid: its piece goes back to stock and its order away. */
export async function releasePiece(trx: Trx, orderId: number): Promise<void> {
  await abandonOrder(trx, orderId);
}
