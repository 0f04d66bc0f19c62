import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { applyTransportSecurity } from '../../../lib/security/transportSecurity';

/**
 * Mixpanel's session-recording bundle, served from this app (lib/analytics/mixpanel.ts sets
 * `recorder_src` here) so the recorder never comes from a third-party CDN and the page policy's
 * script-src 'self' covers it. Same file as the installed mixpanel-browser, so it always matches.
 */
// By path from the app's root: a bundler turns require.resolve into a module id. next.config.ts's
// outputFileTracingIncludes copies the file into the standalone build.
const RECORDER_FILE = path.join(process.cwd(), 'node_modules', 'mixpanel-browser', 'dist', 'mixpanel-recorder.min.js');
let source: Promise<Buffer> | null = null;

export default async function mixpanelRecorder(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  applyTransportSecurity(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  source ??= readFile(RECORDER_FILE);
  let body: Buffer;
  try {
    body = await source;
  } catch {
    source = null;
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).end();
    return;
  }
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(req.method === 'HEAD' ? '' : body);
}
