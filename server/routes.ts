import type { ShopContext } from './http/types';
import { settingsRoutes } from './settings/routes';
import { cartRoutes } from './cart/routes';
import { catalogRoutes } from './catalog/routes';
import { reviewRoutes } from './reviews/routes';
import { marketingRoutes } from './marketing/routes';
import { paymentRoutes } from './payments/routes';
import { savedCardRoutes } from './payments/savedCardRoutes';
import { checkoutRoutes } from './checkout/routes';
import { offerRoutes } from './offers/routes';
import { splitTestRoutes } from './marketing/split-tests';
import { accountRoutes } from './accounts/routes';
import { wishlistRoutes } from './accounts/wishlistRoutes';
import { orderHistoryRoutes } from './orders/routes';
import { addressRoutes } from './accounts/addressRoutes';
import { changePasswordRoutes } from './accounts/changePassword';
import { clubRoutes } from './club/routes';
import { searchRoutes } from './search/routes';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** Path below api.php/, segments starting with ':' are parameters. */
  path: string;
  handler: (ctx: ShopContext & { params: Record<string, string> }) => Promise<unknown>;
}

/** Every shop API route. Each domain folder exports its own list. */
export const ROUTES: RouteDef[] = [...settingsRoutes, ...cartRoutes, ...catalogRoutes, ...reviewRoutes, ...marketingRoutes, ...paymentRoutes, ...savedCardRoutes, ...checkoutRoutes, ...offerRoutes, ...splitTestRoutes, ...accountRoutes, ...wishlistRoutes, ...orderHistoryRoutes, ...addressRoutes, ...changePasswordRoutes, ...clubRoutes, ...searchRoutes];
