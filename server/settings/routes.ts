import type { RouteDef } from '../routes';
import { getStoreSettings } from './store';

export const settingsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: 'settings',
    handler: async (ctx) => {
      ctx.headers['Cache-Control'] = 'public, s-maxage=60, stale-while-revalidate=300';
      return getStoreSettings(ctx.db, ctx.brand.id);
    },
  },
];
