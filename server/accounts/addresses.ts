import type { Selectable } from 'kysely';
import type { SavedAddress } from '../../lib/account/types';
import type { AddressType } from '../../lib/validation/savedAddress';
import { inTransaction, type Trx } from '../db/tx';
import type { DB, Database } from '../db';
import { conflict, notFound } from '../http/errors';
import { lockCustomer } from './customerLock';
import type { SaveAddressInput } from './addressInput';

/** Most saved addresses one customer may keep (both types together). */
export const ADDRESS_LIMIT = 20;

export const ADDRESS_MESSAGES = {
  notFound: 'We couldn’t find that address. It may have been deleted already.',
  limit: `You can save up to ${ADDRESS_LIMIT} addresses. Delete one you no longer use to add another.`,
} as const;

type Row = Selectable<Database['addresses']>;

function toWire(r: Row): SavedAddress {
  return {
    id: r.id, type: r.type as AddressType, name: r.name, company: r.company, country: r.country, address: r.address,
    address2: r.address2, city: r.city, state: r.state, zip: r.zip, phone: r.phone, default: Number(r.is_default) === 1,
  };
}

/** The customer's saved addresses: defaults first, then in the order they were added. */
export async function listAddresses(db: DB | Trx, customerId: number): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toWire);
}

/** The address when it is this customer's; anyone else's (or none) is a 404 that tells nothing. */
async function ownedRow(trx: Trx, customerId: number, id: number): Promise<Row> {
  const row = await trx.selectFrom('addresses').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return row;
}

/**
 * Leaves exactly one default among the customer's addresses of `type` (none when there are none):
 * `preferId` when given, else the current default (the oldest, should there be several), else the oldest.
 */
async function settleDefault(trx: Trx, customerId: number, type: string, preferId?: number): Promise<void> {
  const rows = await trx
    .selectFrom('addresses')
    .select(['id', 'is_default'])
    .where('customer_id', '=', customerId)
    .where('type', '=', type)
    .orderBy('id', 'asc')
    .execute();
  if (!rows.length) return;
  const keep = preferId ?? (rows.find((r) => Number(r.is_default) === 1) ?? rows[0]).id;
  await trx.updateTable('addresses').set({ is_default: 0 }).where('customer_id', '=', customerId).where('type', '=', type).where('id', '!=', keep).execute();
  await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', keep).execute();
}

/** POST address/save: adds the address, or updates the customer's own one when `id` is given. Answers its id. */
export async function saveAddress(db: DB, brandId: string, customerId: number, input: SaveAddressInput): Promise<number> {
  const a = input.address;
  const values = {
    type: a.type, name: a.fullName, company: a.company, country: a.country, address: a.address, address2: a.address2,
    city: a.city, state: a.state, zip: a.zip, phone: a.phone,
  };
  return inTransaction(db, async (trx) => {
    await lockCustomer(trx, brandId, customerId);
    let id: number;
    if (input.id !== undefined) {
      const row = await ownedRow(trx, customerId, input.id);
      id = row.id;
      // Moving to the other type: it stops being the default of the type it leaves.
      const moved = row.type !== a.type;
      await trx.updateTable('addresses').set(moved ? { ...values, is_default: 0 } : values).where('id', '=', id).execute();
      if (moved) await settleDefault(trx, customerId, row.type);
    } else {
      const { n } = await trx
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= ADDRESS_LIMIT) throw conflict(ADDRESS_MESSAGES.limit);
      const row = await trx.insertInto('addresses').values({ customer_id: customerId, ...values, is_default: 0 }).returning('id').executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    await settleDefault(trx, customerId, a.type, input.makeDefault ? id : undefined);
    return id;
  });
}

/** POST address/delete: the default's place goes to the oldest remaining address of its type. */
export async function deleteAddress(db: DB, brandId: string, customerId: number, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockCustomer(trx, brandId, customerId);
    const row = await ownedRow(trx, customerId, id);
    await trx.deleteFrom('addresses').where('id', '=', row.id).execute();
    await settleDefault(trx, customerId, row.type);
  });
}

/** POST address/default: this address becomes the one default of its type. */
export async function makeDefaultAddress(db: DB, brandId: string, customerId: number, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockCustomer(trx, brandId, customerId);
    const row = await ownedRow(trx, customerId, id);
    await settleDefault(trx, customerId, row.type, row.id);
  });
}
