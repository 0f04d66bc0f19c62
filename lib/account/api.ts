// The shop API's account calls (answer types: lib/api/contract.ts). Client-safe: takes the ApiClient, so
// the browser passes useShopApi() and the server serverApi(brand, req, res).
import type { ApiClient } from '../api/client';
import type { ForgotValues, LoginValues, RegisterValues } from './schemas';
import type { SavedAddressValues } from '../validation/savedAddress';
import { saveAddressFields } from './addressFields';

// A POST is never retried by the client; the e-mail is sent as typed apart from surrounding spaces.
const trimmedEmail = (email: string) => email.trim();

export const accountApi = {
  login: (api: ApiClient, v: LoginValues) => api.post('login', { email: trimmedEmail(v.email), password: v.password }),
  logout: (api: ApiClient) => api.get('logout', {}, { retries: 0 }),
  register: (api: ApiClient, v: RegisterValues) => api.post('register', { name: v.name.trim(), email: trimmedEmail(v.email), password: v.password }),
  confirmRegister: (api: ApiClient, token: string) => api.post('confirm-register', { token }),
  forgot: (api: ApiClient, v: ForgotValues) => api.post('forgot', { email: trimmedEmail(v.email) }),
  resetPassword: (api: ApiClient, token: string, password: string) => api.post('reset-password', { token, password }),
  account: (api: ApiClient) => api.get('account'),
  orders: (api: ApiClient, page: number) => api.get('orders', { page }),
  order: (api: ApiClient, id: string) => api.get('orders/:id', { id }),
  addresses: (api: ApiClient) => api.get('addresses'),
  saveAddress: (api: ApiClient, v: SavedAddressValues, opts: { id?: number; makeDefault?: boolean } = {}) => api.post('address/save', saveAddressFields(v, opts)),
  deleteAddress: (api: ApiClient, id: number) => api.post('address/delete', { id }),
  makeDefaultAddress: (api: ApiClient, id: number) => api.post('address/default', { id }),
  // Passwords are sent as typed.
  changePassword: (api: ApiClient, currentPassword: string, newPassword: string) => api.post('change-password', { currentPassword, newPassword }),
};

// The wishlist calls live in their own module so the item page's button does not carry every account call.
export { wishlistApi } from '../wishlist/api';
