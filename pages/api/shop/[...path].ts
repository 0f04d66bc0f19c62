import type { NextApiRequest, NextApiResponse } from 'next';
import { serveShopApi } from '../../../server/http/node';

// The shop API reads multipart bodies itself.
export const config = { api: { bodyParser: false, externalResolver: true } };

export default async function shopApi(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const segs = req.query.path;
  const path = Array.isArray(segs) ? segs.join('/') : String(segs ?? '');
  await serveShopApi(req, res, path);
}
