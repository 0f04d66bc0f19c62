import type { NextApiRequest, NextApiResponse } from 'next';
import { readCspReports } from '../../lib/security/cspReport';
import { LogBudget } from '../../lib/security/logBudget';
import { applyTransportSecurity } from '../../lib/security/transportSecurity';

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

const budget = new LogBudget(60, 60_000);

/**
 * The pages' Content-Security-Policy names this as its `report-uri` (lib/security/pagePolicy.ts):
 * browsers POST each refusal here and it is written to the server log as one line, so an operator
 * sees a script or call the policy blocks (an injection attempt, or a new third party nobody
 * allowed). At most 60 lines a minute; the next line says how many were left out.
 */
export default function cspReport(req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  applyTransportSecurity(req, res);
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ errors: ['Method not allowed'] });
    return;
  }
  const violations = readCspReports(req.body);
  if (!violations) {
    res.status(400).json({ errors: ['body: not a Content-Security-Policy violation report'] });
    return;
  }
  for (const v of violations) {
    const { allowed, droppedBefore } = budget.take();
    if (allowed) console.warn(`csp violation ${JSON.stringify(droppedBefore ? { ...v, leftOutBefore: droppedBefore } : v)}`);
  }
  res.status(204).end();
}
