import type { NextApiRequest, NextApiResponse } from 'next';
import { readiness } from '../../server/ops/health';
import { applyTransportSecurity } from '../../lib/security/transportSecurity';

/**
 * /readyz (rewritten here by next.config.ts): 200 when the database answers and has every migration
 * of this build; 503 with a short reason otherwise, or while the server shuts down. /healthz only
 * says the process is alive.
 */
export default async function readyz(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  applyTransportSecurity(req, res);
  const { status, body } = await readiness();
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}
