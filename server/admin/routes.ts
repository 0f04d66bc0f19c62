import { auditRoutes } from './auditRoutes';
import { authRoutes } from './authRoutes';
import type { AdminRoute } from './http/types';
import { orderRoutes } from './orders/routes';
import { stockRoutes } from './stock/routes';
import { catalogRoutes } from './catalog/routes';
import { codeRoutes } from './codes/routes';
import { customerRoutes } from './customers/routes';
import { staffRoutes } from './staffRoutes';
import { setRoutes } from './sets/routes';
import { offerRoutes } from './offers/routes';
import { reportRoutes } from './reports/routes';

/** Every back-office API route (under /admin/api/, docs/admin.md), in matching order. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [...authRoutes, ...orderRoutes, ...stockRoutes, ...catalogRoutes, ...codeRoutes, ...customerRoutes, ...setRoutes, ...offerRoutes, ...auditRoutes, ...staffRoutes, ...reportRoutes];
