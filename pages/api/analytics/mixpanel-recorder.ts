import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Mixpanel's session-recording bundle, served from this app (lib/analytics/mixpanel.ts sets
 * `recorder_src` here) so the recorder never comes from a third-party CDN and the page policy's
 * script-src 'self' covers it. Same file as the installed mixpanel-browser, so it always matches.
 */
const require_ = createRequire(import.meta.url);
let source: Promise<Buffer> | null = null;

export default async function mixpanelRecorder(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  source ??= readFile(require_.resolve('mixpanel-browser/dist/mixpanel-recorder.min.js'));
  const body = await source;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(req.method === 'HEAD' ? '' : body);
}
