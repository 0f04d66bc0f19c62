import type { NextApiRequest, NextApiResponse } from 'next';
import { serveAdminApi } from '../../../server/admin/http/node';
import { adminRoutePattern } from '../../../server/admin/http/router';
import { logRequest } from '../../../server/ops/requestLog';

// The back office's API (docs/admin.md), reached at /admin/api/* (next.config.ts rewrites it here,
// so the staff cookie's Path=/admin covers it). It reads bodies itself, as the shop API does.
export const config = { api: { bodyParser: false, externalResolver: true } };

export default async function adminApi(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const segs = req.query.path;
  const path = Array.isArray(segs) ? segs.join('/') : String(segs ?? '');
  logRequest(req, res, { kind: 'api', route: adminRoutePattern(req.method || 'GET', path) });
  await serveAdminApi(req, res, path);
}
