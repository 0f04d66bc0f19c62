// Server side of /addresses and /change_password (getServerSideProps) with the shopper's cookie.
import type { ApiClient } from '../api/client';
import { accountApi } from '../account/api';
import { loadOrLogin, type PropsOrLogin } from '../account/orLogin';
import type { AddressBook } from '../account/types';

export const ADDRESSES_PATH = '/addresses';

/**
 * The logged-in customer's address book, or the redirect to /login?next=/addresses (GET addresses
 * answers 401 for a visitor or an expired session). Other failures throw: the error page rather
 * than an address book that looks empty.
 */
export function addressBookOrLogin(api: ApiClient): Promise<PropsOrLogin<{ book: AddressBook }>> {
  return loadOrLogin('book', ADDRESSES_PATH, () => accountApi.addresses(api));
}
