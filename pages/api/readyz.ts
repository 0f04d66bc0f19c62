import type { NextApiRequest, NextApiResponse } from 'next';
import { readiness } from '../../server/ops/health';

/**
 * /readyz (rewritten here by next.config.ts): 200 when the database answers and has every migration
 * of this build; 503 with a short reason otherwise, or while the server shuts down. /healthz only
 * says the process is alive.
 */
export default async function readyz(_req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const { status, body } = await readiness();
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}
