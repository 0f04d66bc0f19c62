import type { NextApiRequest, NextApiResponse } from 'next';
import { serveShopApi } from '../../../server/http/node';
import { routePattern } from '../../../server/http/routePattern';
import { requestBrandId } from '../../../server/http/requestBrand';
import { logRequest } from '../../../server/ops/requestLog';

// The shop API reads multipart bodies itself.
export const config = { api: { bodyParser: false, externalResolver: true } };

function brandOf(req: NextApiRequest): string | undefined {
  const { brand, host } = req.query;
  return requestBrandId({ brand: typeof brand === 'string' ? brand : undefined, host: typeof host === 'string' ? host : undefined }, req.headers.host);
}

export default async function shopApi(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const segs = req.query.path;
  const path = Array.isArray(segs) ? segs.join('/') : String(segs ?? '');
  // One JSON log line per request (server/ops/requestLog.ts), with the route's pattern, not its ids.
  logRequest(req, res, { kind: 'api', route: routePattern(req.method || 'GET', path), brand: brandOf(req) });
  await serveShopApi(req, res, path);
}
