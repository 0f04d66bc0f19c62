import type { AddressBook } from '../../lib/account/types';
import type { ShopContext } from '../http/types';
import type { RouteHandlers } from '../routes';
import { readAddressId, readSaveAddress } from './addressInput';
import { ADDRESS_LIMIT, deleteAddress, listAddresses, makeDefaultAddress, saveAddress } from './addresses';
import { requireCustomer } from './requireCustomer';
import { assertShipsTo } from '../shipping/destination';
import { getStoreSettings } from '../settings/store';

async function book(ctx: ShopContext, customerId: number): Promise<AddressBook> {
  return { addresses: await listAddresses(ctx.db, customerId), limit: ADDRESS_LIMIT };
}

/**
 * The logged-in customer's saved addresses (spec: "saved addresses"; /addresses). Every call
 * answers the whole address book, so the page shows what the database now holds. An address of
 * another customer answers 404 like one that does not exist.
 */
export const addressRoutes = {
  'GET addresses': async (ctx) => book(ctx, (await requireCustomer(ctx)).id),
  'POST address/save': async (ctx) => {
    const customer = await requireCustomer(ctx);
    const input = readSaveAddress(ctx.req.body);
    // A shipping address the checkout could never ship to is refused here, not at Pay (billing addresses go anywhere).
    if (input.address.type === 'shipping') assertShipsTo(await getStoreSettings(ctx.db, ctx.brand.id), input.address.country, 'country');
    const id = await saveAddress(ctx.db, ctx.brand.id, customer.id, input);
    return { id, ...(await book(ctx, customer.id)) };
  },
  'POST address/delete': async (ctx) => {
    const customer = await requireCustomer(ctx);
    await deleteAddress(ctx.db, ctx.brand.id, customer.id, readAddressId(ctx.req.body));
    return book(ctx, customer.id);
  },
  'POST address/default': async (ctx) => {
    const customer = await requireCustomer(ctx);
    await makeDefaultAddress(ctx.db, ctx.brand.id, customer.id, readAddressId(ctx.req.body));
    return book(ctx, customer.id);
  },
} satisfies RouteHandlers;
