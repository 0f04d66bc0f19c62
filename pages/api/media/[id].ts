import type { NextApiRequest, NextApiResponse } from 'next';
import { readMedia } from '../../../server/media';

export default async function media(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const raw = String(req.query.id ?? '');
  const m = await readMedia(raw);
  if (!m) {
    res.status(404).setHeader('Cache-Control', 'public, max-age=60').send('Not found');
    return;
  }
  res.setHeader('Content-Type', m.contentType);
  // Media ids are content hashes, so a URL never changes meaning.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.status(200).send(m.body);
}
