// The shop API's account calls (contract: server/accounts). Client-safe: takes the ApiClient, so
// the browser passes browserApi(brand) and the server serverApi(brand, req, res).
import type { ApiClient } from '../api/client';
import type { AccountOverview, LoggedIn, MailSent, OrderDetail, OrderHistory } from './types';
import type { ForgotValues, LoginValues, RegisterValues } from './schemas';
import type { AddressBook, AddressSaved } from './types';
import type { SavedAddressValues } from '../validation/savedAddress';
import { saveAddressFields } from './addressFields';

// A POST is never retried by the client; the e-mail is sent as typed apart from surrounding spaces.
const trimmedEmail = (email: string) => email.trim();

export const accountApi = {
  login: (api: ApiClient, v: LoginValues) => api.post<LoggedIn>('login', { email: trimmedEmail(v.email), password: v.password }),
  logout: (api: ApiClient) => api.get<{ loggedOut: boolean }>('logout', {}, { retries: 0 }),
  register: (api: ApiClient, v: RegisterValues) => api.post<MailSent>('register', { name: v.name.trim(), email: trimmedEmail(v.email), password: v.password }),
  confirmRegister: (api: ApiClient, token: string) => api.post<LoggedIn>('confirm-register', { token }),
  forgot: (api: ApiClient, v: ForgotValues) => api.post<MailSent>('forgot', { email: trimmedEmail(v.email) }),
  resetPassword: (api: ApiClient, token: string, password: string) => api.post<LoggedIn>('reset-password', { token, password }),
  account: (api: ApiClient) => api.get<AccountOverview>('account'),
  orders: (api: ApiClient, page: number) => api.get<OrderHistory>('orders', { page }),
  order: (api: ApiClient, id: string) => api.get<OrderDetail>(`orders/${encodeURIComponent(id)}`),
  addresses: (api: ApiClient) => api.get<AddressBook>('addresses'),
  saveAddress: (api: ApiClient, v: SavedAddressValues, opts: { id?: number; makeDefault?: boolean } = {}) => api.post<AddressSaved>('address/save', saveAddressFields(v, opts)),
  deleteAddress: (api: ApiClient, id: number) => api.post<AddressBook>('address/delete', { id }),
  makeDefaultAddress: (api: ApiClient, id: number) => api.post<AddressBook>('address/default', { id }),
  // Passwords are sent as typed.
  changePassword: (api: ApiClient, currentPassword: string, newPassword: string) => api.post<LoggedIn>('change-password', { currentPassword, newPassword }),
};

// The wishlist calls live in their own module so the item page's button does not carry every account call.
export { wishlistApi } from '../wishlist/api';
