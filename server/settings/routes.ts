import type { RouteHandlers } from '../routes';
import { getStoreSettings } from './store';

export const settingsRoutes = {
  'GET settings': async (ctx) => {
    ctx.headers['Cache-Control'] = 'public, s-maxage=60, stale-while-revalidate=300';
    return getStoreSettings(ctx.db, ctx.brand.id);
  },
} satisfies RouteHandlers;
